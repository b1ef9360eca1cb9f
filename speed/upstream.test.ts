// Tests: the installed upstream files are those pinned, and a changed one stops a production build.
import {test, type TestContext} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {execFileSync} from 'node:child_process';
import type {LoadContext} from '@docusaurus/types';
import {internalPath, pinnedFiles, pinnedHashes, pinnedPackages, pinnedVersions} from './upstream';
import {packageOf, pinDifferences, pinsMessage} from './pins';
import {pinsPlugin} from './pinsPlugin';
import {piecesOff, speedLayer, speedPieces} from './index';
import {scratchDir} from '../tests/fixtures/scratchDir';

const repo = path.resolve(__dirname, '..');
const nodeModules = path.join(repo, 'node_modules');
const allPieces = new Set([
  ...pinnedFiles.map((entry) => entry.piece),
  ...pinnedPackages.map((entry) => entry.piece),
]);
/** A build with every piece and the persistent cache, as `npm run build` makes it. */
const fullBuild = {
  layer: true,
  off: new Set<never>(),
  persistentCache: true,
  notFoundGuesses: true,
};
const pinnedPackageNames = new Set([
  ...pinnedFiles.map(({file}) => packageOf(file)),
  ...pinnedPackages.map(({name}) => name),
]);

test('finds installed the packages and files pinned', () => {
  const differences = pinDifferences(nodeModules, allPieces);
  assert.deepEqual(differences, [], pinsMessage(differences, fullBuild));
});

test('pins files for every piece', () => {
  for (const piece of speedPieces) {
    assert.ok(allPieces.has(piece), `speed/upstream.ts pins no file for ${piece}`);
  }
});

test('locks a hash for every pinned file and a version for its package', () => {
  for (const {file} of pinnedFiles) {
    assert.match(
      pinnedHashes[file] ?? '',
      /^[0-9a-f]{64}$/,
      `speed/upstream.lock.json has no hash for ${file}`,
    );
    assert.ok(
      pinnedVersions[packageOf(file)],
      `speed/upstream.lock.json has no version for ${packageOf(file)}`,
    );
  }
});

// A pinned version no piece answers for would never be checked by a build.
test('locks no version that no pinned file or package belongs to', () => {
  for (const name of Object.keys(pinnedVersions)) {
    assert.ok(
      pinnedPackageNames.has(name),
      `${name} is pinned in speed/upstream.lock.json, but no pinned file or package of speed/upstream.ts belongs to it`,
    );
  }
});

/**
 * A production build's site whose node_modules holds copies of the pinned files and package.json
 * files only, for `edit(file)` to give the path of; NODE_ENV is production until the test ends.
 */
function productionSite(t: TestContext): {siteDir: string; edit: (file: string) => string} {
  const files = [
    ...pinnedFiles.map((entry) => entry.file),
    ...[...pinnedPackageNames].map((name) => `${name}/package.json`),
  ];
  const copies = files.map((file) => [
    `node_modules/${file}`,
    fs.readFileSync(path.join(nodeModules, file)),
  ]);
  const siteDir = scratchDir(t, 'speed-pins-', Object.fromEntries(copies));
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  t.after(() => {
    process.env.NODE_ENV = previous;
    delete process.env.SITE_SPEED_PINS;
  });
  return {siteDir, edit: (file) => path.join(siteDir, 'node_modules', file)};
}

test("issue 33: each change stops a production build's pins check, naming it", (t) => {
  const {siteDir, edit} = productionSite(t);
  const build = (pieces: ReadonlySet<string> = allPieces) =>
    pinsPlugin(pieces, fullBuild)({siteDir} as LoadContext);
  build();

  const normalizeLocation = edit('@docusaurus/core/lib/client/normalizeLocation.js');
  fs.writeFileSync(
    normalizeLocation,
    fs
      .readFileSync(normalizeLocation, 'utf8')
      .replace(
        "from 'react-router-config'",
        "from 'react-router-config/esm/react-router-config.js'",
      ),
  );
  assert.throws(
    () => build(),
    /- fast-route-matching: node_modules\/@docusaurus\/core\/lib\/client\/normalizeLocation\.js changed\. Re-check: imports react-router-config/,
  );

  const core = edit('@docusaurus/core/package.json');
  fs.writeFileSync(
    core,
    fs.readFileSync(core, 'utf8').replace('"version": "3.10.2"', '"version": "3.10.3"'),
  );
  const bumped =
    /- [a-z, -]*stepped-start[a-z, -]*: @docusaurus\/core is 3\.10\.3, the layer was written for 3\.10\.2/;
  assert.throws(
    () => build(),
    (error: Error) =>
      bumped.test(error.message) &&
      /Review the changes with `npm run upstream`/.test(error.message),
  );

  fs.renameSync(
    edit('@docusaurus/theme-classic/lib/prism-include-languages.js'),
    edit('@docusaurus/theme-classic/lib/prism-languages.js'),
  );
  assert.throws(
    () => build(),
    /- slim-prism: node_modules\/@docusaurus\/theme-classic\/lib\/prism-include-languages\.js is gone\. Re-check: replaced by speed\/slim-prism/,
  );

  // A piece left out (SITE_SPEED_OFF) is not checked.
  assert.throws(
    () => build(new Set(['slim-prism', 'swizzle Tabs'])),
    (error: Error) => /slim-prism:/.test(error.message) && !/swizzle Tabs/.test(error.message),
  );
  build(new Set(['swizzle Tabs']));
  // SITE_SPEED_PINS=off (the drill's builds) skips the check; any other value does not.
  process.env.SITE_SPEED_PINS = 'off';
  build();
  process.env.SITE_SPEED_PINS = 'on';
  assert.throws(() => build(), /slim-prism:/);
  // Outside a production build (docusaurus start, unit tests) nothing is checked.
  process.env.NODE_ENV = 'development';
  build();
});

test("without the layer, checks only the pins of the site's own reach", (t) => {
  const {siteDir, edit} = productionSite(t);
  const offPins = () =>
    (speedLayer(false).plugins[1] as (context: LoadContext) => unknown)({siteDir} as LoadContext);
  offPins();
  // A piece's file changed: the build without the layer does not use it.
  fs.appendFileSync(edit('@docusaurus/core/lib/client/normalizeLocation.js'), '\n');
  offPins();
  // A hook a swizzle imports changed: both builds stop.
  fs.appendFileSync(edit('@docusaurus/theme-common/lib/contexts/navbarMobileSidebar.js'), '\n');
  assert.throws(
    offPins,
    /- swizzle Navbar\/MobileSidebar: node_modules\/@docusaurus\/theme-common\/lib\/contexts\/navbarMobileSidebar\.js changed\. Re-check: /,
  );
});

test("issue 54: the cache's pins stop a layerless build unless the cache is off", (t) => {
  const {siteDir, edit} = productionSite(t);
  const pinsOf = (layer: ReturnType<typeof speedLayer>) => () =>
    (layer.plugins[1] as (context: LoadContext) => unknown)({siteDir} as LoadContext);
  fs.appendFileSync(edit('@docusaurus/core/lib/webpack/base.js'), '\n');
  const cacheStop = (error: Error) =>
    /- build cache: node_modules\/@docusaurus\/core\/lib\/webpack\/base\.js changed/.test(
      error.message,
    ) && error.message.includes('- build cache: `DOCUSAURUS_NO_PERSISTENT_CACHE=1`');
  assert.throws(
    pinsOf(speedLayer(false)),
    (error: Error) => cacheStop(error) && !/`SITE_SPEED_LAYER=off`/.test(error.message),
  );
  pinsOf(speedLayer(false, new Set(), false))();
  // With the layer, compile-hints pins the same file: the cache switch alone leaves it named, with
  // the piece's own way out.
  assert.throws(
    pinsOf(speedLayer(true, new Set(), false)),
    (error: Error) =>
      /- compile-hints: .*\n[\s\S]*`SITE_SPEED_OFF=compile-hints`/.test(error.message) &&
      !/- build cache:/.test(error.message),
  );
  pinsOf(speedLayer(true, piecesOff('compile-hints'), false))();
});

/** Every import of an internal path by a file under src/ or plugins/: `file imports path`. */
function internalImports(): string[] {
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', 'src', 'plugins'], {
    cwd: repo,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => /\.(ts|tsx|mts|js|jsx)$/.test(file) && fs.existsSync(path.join(repo, file)));
  return files.flatMap((file) =>
    [
      ...fs
        .readFileSync(path.join(repo, file), 'utf8')
        .matchAll(/(?:\bfrom|\bimport|\brequire\()\s*\(?\s*['"]([^'"]+)['"]/g),
    ]
      .map((m) => m[1]!)
      .filter((request) => internalPath.test(request))
      .map((request) => `${file} imports ${request}`),
  );
}

// usedBy in speed/upstream.ts.
test('pins every internal path src/ and plugins/ import', () => {
  const covered = new Set(
    pinnedFiles.flatMap((entry) =>
      (entry.usedBy ?? []).map((use) => `${use.file} imports ${use.through}`),
    ),
  );
  const found = internalImports();
  assert.ok(found.length >= 6, found.join('\n'));
  assert.deepEqual(
    found.filter((use) => !covered.has(use)),
    [],
    'import an internal path only with a pin that names the file (usedBy)',
  );
  // And no pin names a use that is gone.
  assert.deepEqual(
    [...covered].filter((use) => !found.includes(use)),
    [],
  );
});

test("the theme's class that src/css/custom.css matches is in the pinned theme file", () => {
  const css = fs.readFileSync(path.join(repo, 'src/css/custom.css'), 'utf8');
  const entry = pinnedFiles.find((e) => e.piece === 'src/css/custom.css')!;
  for (const [, name] of css.matchAll(/\[class\*='(themedComponent--[a-z]+)'\]/g)) {
    assert.match(
      fs.readFileSync(path.join(nodeModules, entry.file), 'utf8'),
      new RegExp(`\\.${name}\\b`),
      `${name} (src/css/custom.css) is not in ${entry.file}`,
    );
  }
});
