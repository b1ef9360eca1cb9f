// Tests of src/lib/stripPrompts.ts: what a code block's copy button copies.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {stripPrompts} from './stripPrompts';

const cases: [string, string, string][] = [
  [
    'a block without prompts is copied unchanged',
    'podman ps\npodman images',
    'podman ps\npodman images',
  ],
  [
    'prompts are removed and output lines dropped',
    '$ podman ps\nCONTAINER ID  IMAGE\n01c44968199f  httpd\n$ podman images',
    'podman ps\npodman images',
  ],
  [
    'continuation lines stay with their command',
    '$ podman run -d \\\n    -p 8080:80 httpd\nabc123',
    'podman run -d \\\n    -p 8080:80 httpd',
  ],
  [
    'a root prompt "#" is a comment in bash and is left alone',
    '# install it\nsudo dnf -y install podman',
    '# install it\nsudo dnf -y install podman',
  ],
];

for (const [name, session, copied] of cases) {
  test(name, () => assert.equal(stripPrompts(session), copied));
}
