// Tests of `npm run check:published` against the test build.
import {test, expect} from '../fixtures/test';
import {spawnSync} from 'node:child_process';
import {writeFiles} from '../fixtures/scratchDir';

// The deploy's last check before it pushes gh-pages, known to pass on a good site and to stop on a
// bad one.
const run = (dir: string) =>
  spawnSync('npx', ['tsx', 'scripts/publish/check.mts', dir], {encoding: 'utf8'});

test('the publish check passes on the built site and names its commit', () => {
  const result = run('build-test');
  expect(result.status, result.stdout + result.stderr).toBe(0);
  expect(result.stdout).toMatch(/ok +\/build-info\.json +\(commit [0-9a-f]{40}\)/);
  expect(result.stdout).toMatch(/ok +404 \/no-such-page-here/);
});

test('the publish check stops on a site that lacks the pages, naming each', () => {
  // In the test's own output folder, which Playwright empties before each run.
  const dir = test.info().outputPath('site');
  writeFiles(dir, {'index.html': '<h1>Podman</h1>', '404.html': '<h1>This page is not here</h1>'});
  const result = run(dir);
  expect(result.status).not.toBe(0);
  expect(result.stderr).toMatch(/not publishing/);
  expect(result.stdout).toMatch(/MISS 404 \/blogs\/2019\/06\/13\/podman-cheatsheet/);
  expect(result.stdout).toMatch(/MISS \/build-info\.json/);
});
