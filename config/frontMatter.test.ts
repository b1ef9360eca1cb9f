import {test} from 'node:test';
import assert from 'node:assert/strict';
import {canonicalTag, tagAliases, postFileName} from './frontMatter';

const tags = {rest: {label: 'rest'}, 'docker-compose': {label: 'docker-compose'}, 'podman+machine': null, v2: null};

test('a defined key is kept as it is', () => {
  assert.equal(canonicalTag('rest', tags), 'rest');
  assert.equal(canonicalTag('podman+machine', tags), 'podman+machine');
});

test('spellings whose URL form is a defined tag map to that tag', () => {
  assert.equal(canonicalTag('REST', tags), 'rest');
  assert.equal(canonicalTag('docker compose', tags), 'docker-compose');
  assert.equal(canonicalTag('podman-machine', tags), 'podman+machine');
  assert.equal(canonicalTag('V2', tags), 'v2');
});

test('an unknown tag is left for the blog plugin to reject', () => {
  assert.equal(canonicalTag('podmn', tags), 'podmn');
  assert.equal(tagAliases(tags).get('podmn'), undefined);
});

test('post file names must carry a date and a slug', () => {
  for (const ok of ['2019-06-13-new.md', '2020-09-30-Oct-6-Agenda.md', '2022-10-22-podman-release-v4.3.0.md', '2022-03-06-why_no_podman4_f35.md']) {
    assert.match(ok, postFileName);
  }
  for (const bad of ['new.md', '2019-6-13-new.md', '2019-06-13.md', '2019-06-13-.md', '2019-06-13-a b.md']) {
    assert.doesNotMatch(bad, postFileName);
  }
});

