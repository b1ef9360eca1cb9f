// Tests of config/future.ts: the future flags follow the installed Docusaurus major.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {docusaurusMajor, future, futureFor} from './future';
import {scratchDir} from '../tests/fixtures/scratchDir';

test('asks Docusaurus 3 for the v4 behaviour it has behind a flag', () => {
  assert.equal(futureFor(3).v4.removeLegacyPostBuildHeadAttribute, true);
});

test('leaves out on Docusaurus 4 the flag of what v4 made the default', () => {
  const v4 = futureFor(4).v4;
  assert.equal('removeLegacyPostBuildHeadAttribute' in v4, false);
  assert.deepEqual(v4, {
    useCssCascadeLayers: true,
    siteStorageNamespacing: false,
    fasterByDefault: true,
    mdx1CompatDisabledByDefault: true,
  });
  assert.deepEqual(futureFor(4).faster, futureFor(3).faster);
});

test('follows the major of the installed @docusaurus/core', () => {
  const installed = JSON.parse(
    fs.readFileSync(require.resolve('@docusaurus/core/package.json'), 'utf8'),
  ) as {version: string};
  assert.equal(docusaurusMajor(), Number(installed.version.split('.')[0]));
  assert.deepEqual(future, futureFor(docusaurusMajor()));
});

test('reads the major of a prerelease version', (t) => {
  const dir = scratchDir(t, 'future-', {
    'canary.json': JSON.stringify({version: '4.0.0-canary-6808'}),
  });
  assert.equal(docusaurusMajor(path.join(dir, 'canary.json')), 4);
});

test('stops on a manifest without a version, naming it', (t) => {
  const dir = scratchDir(t, 'future-', {'package.json': JSON.stringify({name: 'x'})});
  const manifest = path.join(dir, 'package.json');
  assert.throws(
    () => docusaurusMajor(manifest),
    (e: Error) => e.message.includes(manifest),
  );
});
