import {test} from 'node:test';
import assert from 'node:assert/strict';
import {pagesRootFiles} from './index';

test('the site at its own domain gets CNAME and .nojekyll', () => {
  assert.deepEqual(pagesRootFiles('https://podman.io', '/'), {'.nojekyll': '', CNAME: 'podman.io\n'});
});

test("a fork's Pages at <user>.github.io gets .nojekyll and no CNAME", () => {
  assert.deepEqual(pagesRootFiles('https://someone.github.io', '/'), {'.nojekyll': ''});
});

test('a build under a sub-path (a preview, a project page) has no CNAME', () => {
  assert.deepEqual(pagesRootFiles('https://podman.io', '/pr-preview/pr-7/'), {'.nojekyll': ''});
  assert.deepEqual(pagesRootFiles('https://someone.github.io', '/podman.io/'), {'.nojekyll': ''});
});
