import {test} from 'node:test';
import assert from 'node:assert/strict';
import {isRelevant, routeOf} from './pagefind';

test('built file URLs become routes', () => {
  assert.equal(routeOf('/docs/checkpoint.html'), '/docs/checkpoint');
  assert.equal(routeOf('/release/2022/10/22/podman-release-v4.3.0.html'), '/release/2022/10/22/podman-release-v4.3.0');
  assert.equal(routeOf('/index.html'), '/');
  assert.equal(routeOf('/docs/installation.html#freebsd'), '/docs/installation#freebsd');
});

test('a result whose highlights begin like the query is kept', () => {
  assert.ok(isRelevant('Run <mark>rootless</mark> containers', 'rootless'));
  assert.ok(isRelevant('the <mark>Compose</mark> file', 'compose'));
  assert.ok(isRelevant('Podman <mark>4.3.0</mark> is out', '4.3.0'));
  assert.ok(isRelevant('<mark>checkpointing</mark> a container', 'checkpoint'));
  assert.ok(isRelevant('with <mark>Netavark</mark>', 'netavark dns'));
});

test('a result whose highlights are stray letters or other words is dropped', () => {
  assert.ok(!isRelevant('press <mark>q</mark> to quit', 'qwertyuiop'));
  assert.ok(!isRelevant('on OS <mark>X,</mark> which', 'xylophone'));
  assert.ok(!isRelevant('the <mark>WildFly</mark> server', 'flibbertigibbet'));
  assert.ok(!isRelevant('no highlight at all', 'podman'));
});
