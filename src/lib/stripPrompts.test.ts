import {test} from 'node:test';
import assert from 'node:assert/strict';
import {stripPrompts} from './stripPrompts';

test('a block without prompts is copied unchanged', () => {
  assert.equal(stripPrompts('podman ps\npodman images'), 'podman ps\npodman images');
});

test('prompts are removed and output lines dropped', () => {
  const session = '$ podman ps\nCONTAINER ID  IMAGE\n01c44968199f  httpd\n$ podman images';
  assert.equal(stripPrompts(session), 'podman ps\npodman images');
});

test('continuation lines stay with their command', () => {
  const session = '$ podman run -d \\\n    -p 8080:80 httpd\nabc123';
  assert.equal(stripPrompts(session), 'podman run -d \\\n    -p 8080:80 httpd');
});

test('a root prompt "#" is a comment in bash and is left alone', () => {
  assert.equal(stripPrompts('# install it\nsudo dnf -y install podman'), '# install it\nsudo dnf -y install podman');
});
