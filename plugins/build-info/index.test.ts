// Tests of plugins/build-info: the commit a build names.
import test from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import path from 'node:path';
import {buildCommit} from './index';

const siteDir = path.resolve(__dirname, '../..');

test("names the checkout's commit, or the one it is given", () => {
  const head = execFileSync('git', ['rev-parse', 'HEAD'], {cwd: siteDir, encoding: 'utf8'}).trim();
  assert.equal(buildCommit(siteDir, undefined), head);
  assert.equal(buildCommit(siteDir, 'abc1234'), 'abc1234');
  assert.equal(buildCommit('/', undefined), 'unknown');
});

test('refuses a value that is no commit', () => {
  assert.throws(() => buildCommit(siteDir, 'main'), /SITE_COMMIT must be a git commit id/);
});
