// Tests of scripts/drill/versions.ts.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {execFileSync} from 'node:child_process';
import {
  chooseVersions,
  compareVersions,
  copyTrackedFiles,
  docusaurusPackages,
  switchDocusaurus,
} from './versions';
import {scratchDir, writeFiles} from '../../tests/fixtures/scratchDir';

// Canary numbers as numbers too.
test('orders versions by number, a release after its prereleases', () => {
  const sorted = [
    '4.0.0',
    '3.10.2',
    '4.0.0-canary-10000',
    '4.0.0-canary-6822',
    '3.9.0',
    '4.1.0-canary-1',
  ].sort(compareVersions);
  assert.deepEqual(sorted, [
    '3.9.0',
    '3.10.2',
    '4.0.0-canary-6822',
    '4.0.0-canary-10000',
    '4.0.0',
    '4.1.0-canary-1',
  ]);
});

// The registry on 2026-11-25: core has one canary more than the other packages.
const registry = {
  '@docusaurus/core': ['3.10.2', '4.0.0-canary-6808', '4.0.0-canary-6822'],
  '@docusaurus/faster': ['3.10.2', '4.0.0-canary-6808'],
  '@docusaurus/preset-classic': ['3.10.2', '4.0.0-canary-6780', '4.0.0-canary-6808'],
};

test('chooses the newest 4.x that every package has', () => {
  const choice = chooseVersions(registry, 4);
  assert.equal(choice.rule, 'common');
  assert.deepEqual(new Set(Object.values(choice.versions)), new Set(['4.0.0-canary-6808']));
  assert.deepEqual(Object.keys(choice.versions), Object.keys(registry));
});

test("takes each package's newest when asked or when none is common", () => {
  assert.deepEqual(
    chooseVersions(registry, 4, 'each-newest').versions['@docusaurus/core'],
    '4.0.0-canary-6822',
  );
  const apart = chooseVersions(
    {'@docusaurus/core': ['4.0.0-canary-2'], '@docusaurus/types': ['4.0.0-canary-1']},
    4,
  );
  assert.deepEqual(apart, {
    rule: 'each-newest',
    versions: {'@docusaurus/core': '4.0.0-canary-2', '@docusaurus/types': '4.0.0-canary-1'},
  });
});

test('stops when a package has no 4.x', () => {
  assert.throws(
    () => chooseVersions({...registry, '@docusaurus/types': ['3.10.2']}, 4),
    /no 4\.x version on the registry for @docusaurus\/types/,
  );
});

const manifest = {
  name: 'site',
  dependencies: {'@docusaurus/core': '3.10.2', react: '19.3.1'},
  devDependencies: {'@docusaurus/types': '3.10.2', typescript: '5.9.3'},
};

test('every @docusaurus package moves to its chosen version, nothing else changes', () => {
  const versions = {
    '@docusaurus/core': '4.0.0-canary-6822',
    '@docusaurus/types': '4.0.0-canary-6808',
  };
  assert.deepEqual(docusaurusPackages(manifest), ['@docusaurus/core', '@docusaurus/types']);
  assert.deepEqual(switchDocusaurus(manifest, versions), {
    name: 'site',
    dependencies: {'@docusaurus/core': '4.0.0-canary-6822', react: '19.3.1'},
    devDependencies: {'@docusaurus/types': '4.0.0-canary-6808', typescript: '5.9.3'},
  });
  assert.equal(manifest.dependencies['@docusaurus/core'], '3.10.2', 'the input is left as it was');
  assert.throws(
    () => switchDocusaurus(manifest, {'@docusaurus/core': '4.0.0'}),
    /no version chosen for @docusaurus\/types/,
  );
});

test('the scratch copy holds the tracked files only, and keeps its node_modules', (t) => {
  const root = scratchDir(t, 'drill-scratch-', {
    'repo/src/page.ts': 'committed',
    'repo/.gitignore': 'build/\n',
    'copy/node_modules/pkg/index.js': 'installed',
    'copy/left-from-last-time.txt': 'old',
  });
  const [repo, dir] = [path.join(root, 'repo'), path.join(root, 'copy')];
  for (const args of [
    ['init', '-q'],
    ['add', '.'],
  ]) {
    execFileSync('git', args, {cwd: repo});
  }
  writeFiles(repo, {
    'src/page.ts': 'changed in the working tree',
    'build/index.html': 'ignored',
    'untracked.ts': 'untracked',
  });
  assert.equal(copyTrackedFiles(repo, dir), 2);
  assert.deepEqual(fs.readdirSync(dir).sort(), ['.gitignore', 'node_modules', 'src']);
  assert.equal(
    fs.readFileSync(path.join(dir, 'src/page.ts'), 'utf8'),
    'changed in the working tree',
  );
  assert.equal(fs.readFileSync(path.join(dir, 'node_modules/pkg/index.js'), 'utf8'), 'installed');
});
