// Tests of scripts/lockDrift.ts: a harmless lock change told apart from a real one.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {lockDrift, type Lock} from './lockDrift';

const base = (): Lock => ({
  name: 'site',
  lockfileVersion: 3,
  packages: {
    '': {name: 'site', dependencies: {pagefind: '1.6.0'}},
    'node_modules/pagefind': {version: '1.6.0', integrity: 'sha512-a'},
    'node_modules/@pagefind/linux-x64': {
      version: '1.6.0',
      integrity: 'sha512-b',
      optional: true,
      os: ['linux'],
    },
  },
});
const notInstalled = () => false;

test('finds no drift in the same lock', () => {
  assert.deepEqual(lockDrift(base(), base(), notInstalled), {otherPlatforms: [], problems: []});
});

test("lets another platform's optional build, new and not installed, be", () => {
  const after = base();
  after.packages!['node_modules/@pagefind/darwin-arm64'] = {
    version: '1.6.0',
    integrity: 'sha512-c',
    optional: true,
    os: ['darwin'],
  };
  assert.deepEqual(lockDrift(base(), after, notInstalled), {
    otherPlatforms: ['node_modules/@pagefind/darwin-arm64'],
    problems: [],
  });
});

test('names a new package that is installed or not optional', () => {
  const after = base();
  after.packages!['node_modules/@pagefind/linux-arm64'] = {version: '1.6.0', optional: true};
  after.packages!['node_modules/left-pad'] = {version: '1.3.0'};
  const drift = lockDrift(base(), after, (key) => key.endsWith('linux-arm64'));
  assert.deepEqual(drift.otherPlatforms, []);
  assert.deepEqual(drift.problems, [
    'node_modules/@pagefind/linux-arm64: new in the lock and installed here',
    'node_modules/left-pad: new in the lock',
  ]);
});

test('names a moved version or checksum, a package gone, a changed header', () => {
  const changed = base();
  changed.lockfileVersion = 2;
  changed.packages!['node_modules/pagefind'] = {version: '1.6.1', integrity: 'sha512-z'};
  delete changed.packages!['node_modules/@pagefind/linux-x64'];
  changed.packages!['']!.dependencies = {pagefind: '^1.6.0'};
  assert.deepEqual(lockDrift(base(), changed, notInstalled).problems, [
    'the lock\'s "lockfileVersion" changed',
    'the project itself: its entry changed',
    'node_modules/pagefind: its entry changed (1.6.0 → 1.6.1)',
    'node_modules/@pagefind/linux-x64: left the lock',
  ]);
});
