// Tests of `npm run upstream`: the review of pinned files and `--accept`.
import {test, type TestContext} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {scratchDir} from '../../tests/fixtures/scratchDir';
import {pinnedFiles, pinnedHashes, pinnedVersions} from '../../speed/upstream';
import {packageOf} from '../../speed/pins';
import {lockOfInstalled, pinnedNames, review} from './review';

const nodeModules = path.resolve(__dirname, '../../node_modules');

/**
 * A site whose node_modules holds the pinned files, and a registry cache holding the same as the
 * pinned versions.
 */
function scratch(t: TestContext): {root: string; cache: string} {
  const copies = [
    ...pinnedFiles.map((entry) => entry.file),
    ...pinnedNames().map((name) => `${name}/package.json`),
  ].flatMap((file) => {
    const [name, bytes] = [packageOf(file), fs.readFileSync(path.join(nodeModules, file))];
    return [
      [`node_modules/${file}`, bytes],
      [
        `cache/${name.replace('/', '+')}@${pinnedVersions[name]}/package/${file.slice(name.length + 1)}`,
        bytes,
      ],
    ];
  });
  const root = scratchDir(t, 'upstream-', Object.fromEntries(copies));
  return {root, cache: path.join(root, 'cache')};
}

test('review: finds nothing while the pinned files are installed', (t) => {
  const {root, cache} = scratch(t);
  assert.equal(review(root, cache).differs, false);
});

test('review: shows a changed pinned file as a diff with its re-check note', (t) => {
  const {root, cache} = scratch(t);
  const normalizeLocation = path.join(
    root,
    'node_modules/@docusaurus/core/lib/client/normalizeLocation.js',
  );
  fs.writeFileSync(
    normalizeLocation,
    fs
      .readFileSync(normalizeLocation, 'utf8')
      .replace(
        "from 'react-router-config'",
        "from 'react-router-config/esm/react-router-config.js'",
      ),
  );
  const {text, differs} = review(root, cache);
  assert.equal(differs, true);
  assert.match(
    text,
    /== fast-route-matching: @docusaurus\/core\/lib\/client\/normalizeLocation\.js changed\n {3}re-check: imports react-router-config/,
  );
  assert.match(
    text,
    /-import \{ matchRoutes \} from 'react-router-config';\n\+import \{ matchRoutes \} from 'react-router-config\/esm\/react-router-config\.js';/,
  );
});

test('review: names a gone pinned file with the new files beside it', (t) => {
  const {root, cache} = scratch(t);
  const lib = path.join(root, 'node_modules/@docusaurus/theme-classic/lib');
  fs.renameSync(path.join(lib, 'prism-include-languages.js'), path.join(lib, 'prism-languages.js'));
  const {text, differs} = review(root, cache);
  assert.equal(differs, true);
  assert.match(
    text,
    /== slim-prism: @docusaurus\/theme-classic\/lib\/prism-include-languages\.js is gone/,
  );
  assert.match(text, /new files beside it: @docusaurus\/theme-classic\/lib\/prism-languages\.js/);
});

test('accept: locks the versions and files installed', (t) => {
  const {root} = scratch(t);
  assert.deepEqual(lockOfInstalled(root), {versions: pinnedVersions, files: pinnedHashes});
  const core = path.join(root, 'node_modules/@docusaurus/core/package.json');
  fs.writeFileSync(
    core,
    fs.readFileSync(core, 'utf8').replace('"version": "3.10.2"', '"version": "3.10.3"'),
  );
  assert.equal(lockOfInstalled(root).versions['@docusaurus/core'], '3.10.3');
});

test('accept: refuses while a pinned file is gone', (t) => {
  const {root} = scratch(t);
  fs.rmSync(
    path.join(root, 'node_modules/@docusaurus/theme-classic/lib/prism-include-languages.js'),
  );
  assert.throws(
    () => lockOfInstalled(root),
    /Not accepted: pinned files are gone \(slim-prism: @docusaurus\/theme-classic\/lib\/prism-include-languages\.js\)/,
  );
});
