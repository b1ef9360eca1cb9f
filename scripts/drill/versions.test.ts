import {test} from 'node:test';
import assert from 'node:assert/strict';
import {chooseVersions, compareVersions} from './versions';

test('versions order by number, a release after its prereleases, canary numbers as numbers', () => {
  const sorted = ['4.0.0', '3.10.2', '4.0.0-canary-10000', '4.0.0-canary-6822', '3.9.0', '4.1.0-canary-1'].sort(compareVersions);
  assert.deepEqual(sorted, ['3.9.0', '3.10.2', '4.0.0-canary-6822', '4.0.0-canary-10000', '4.0.0', '4.1.0-canary-1']);
});

// The registry on 2026-11-25: core has one canary more than the other packages.
const registry = {
  '@docusaurus/core': ['3.10.2', '4.0.0-canary-6808', '4.0.0-canary-6822'],
  '@docusaurus/faster': ['3.10.2', '4.0.0-canary-6808'],
  '@docusaurus/preset-classic': ['3.10.2', '4.0.0-canary-6780', '4.0.0-canary-6808'],
};

test('the newest 4.x version every package has is chosen for all of them', () => {
  const choice = chooseVersions(registry, 4);
  assert.equal(choice.rule, 'common');
  assert.deepEqual(new Set(Object.values(choice.versions)), new Set(['4.0.0-canary-6808']));
  assert.deepEqual(Object.keys(choice.versions), Object.keys(registry));
});

test('asked for, or with nothing in common, each package gets its own newest; one with no version of the major stops it', () => {
  assert.deepEqual(chooseVersions(registry, 4, 'each-newest').versions['@docusaurus/core'], '4.0.0-canary-6822');
  const apart = chooseVersions({'@docusaurus/core': ['4.0.0-canary-2'], '@docusaurus/types': ['4.0.0-canary-1']}, 4);
  assert.deepEqual(apart, {rule: 'each-newest', versions: {'@docusaurus/core': '4.0.0-canary-2', '@docusaurus/types': '4.0.0-canary-1'}});
  assert.throws(() => chooseVersions({...registry, '@docusaurus/types': ['3.10.2']}, 4), /no 4\.x version on the registry for @docusaurus\/types/);
});
