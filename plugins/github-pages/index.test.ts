// Tests of plugins/github-pages: which builds get a CNAME.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {pagesRootFiles} from './index';

test('the site at its own domain gets CNAME and .nojekyll', () => {
  assert.deepEqual(pagesRootFiles('https://podman.io', '/'), {
    '.nojekyll': '',
    CNAME: 'podman.io\n',
  });
});

// A fork's <user>.github.io, or a sub-path (a preview): no CNAME.
for (const [url, base] of [
  ['https://someone.github.io', '/'],
  ['https://podman.io', '/pr-preview/pr-7/'],
  ['https://someone.github.io', '/podman.io/'],
] as const) {
  test(`${url}${base} gets .nojekyll and no CNAME`, () => {
    assert.deepEqual(pagesRootFiles(url, base), {'.nojekyll': ''});
  });
}
