// Tests of speed/route-data/plugin/chunkHashes.ts on Rspack's runtime as it writes it.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {HASH_LOOKUP, scriptHash, withoutChunkHashes} from './chunkHashes';

// `__webpack_require__.u` as Rspack 1.7 writes it before minifying.
const runtime = `// This function allow to reference chunks
__webpack_require__.u = (chunkId) => {
  // return url for filenames not based on template
  
  // return url for filenames based on template
  return "assets/js/" + ({"30909": "lazy-panel","73397": "search-dialog",}[chunkId] || chunkId) + "." + {"10427": "6ff84326","10596": "6b93c1ab","73397": "0a1b2c3d",}[chunkId] + ".js"
}`;

/** Runs the runtime's `u` with a given lookup, as the browser would. */
function chunkFile(source: string, lookup: (id: string) => string | undefined, id: string): string {
  const webpackRequire = {routeChunkHash: lookup} as {
    u?: (id: string) => string;
    routeChunkHash: typeof lookup;
  };
  new Function('__webpack_require__', source)(webpackRequire);
  return webpackRequire.u!(id);
}

/** The runtime without the hashes of two of its three chunks. */
const withTwoDropped = () => withoutChunkHashes(runtime, new Set(['10427', '10596']));

test("takes the dropped chunks' hashes out of the runtime's map", () => {
  const {source, removed, kept} = withTwoDropped();
  assert.deepEqual([removed, kept], [2, 1]);
  assert.ok(!source.includes('6ff84326') && !source.includes('6b93c1ab'));
  assert.ok(source.includes(HASH_LOOKUP));
});

test('keeps every chunk its name, asking the lookup for the dropped hashes', () => {
  const {source} = withTwoDropped();
  const lookup = (id: string) => ({'10427': '6ff84326', '10596': '6b93c1ab'})[id];
  // Every chunk keeps the name it had: dropped ones through the lookup, kept ones from the map.
  assert.deepEqual(
    ['10427', '10596'].map((id) => chunkFile(source, lookup, id)),
    ['assets/js/10427.6ff84326.js', 'assets/js/10596.6b93c1ab.js'],
  );
  assert.equal(
    chunkFile(source, () => undefined, '73397'),
    'assets/js/search-dialog.0a1b2c3d.js',
  );
  assert.equal(
    chunkFile(runtime, () => undefined, '10427'),
    chunkFile(source, lookup, '10427'),
  );
});

test('stops the build on a runtime of another shape or with the map twice', () => {
  assert.throws(
    () => withoutChunkHashes('__webpack_require__.u = (id) => id + ".js"', new Set()),
    /found 0; Rspack changed its runtime/,
  );
  assert.throws(() => withoutChunkHashes(`${runtime}\n${runtime}`, new Set()), /found 2/);
});

test("reads a chunk's hash from the name the runtime builds, refusing another", () => {
  assert.equal(scriptHash('10427', 'assets/js/10427.6ff84326.js'), '6ff84326');
  assert.throws(
    () => scriptHash('10427', 'assets/js/search-dialog.6ff84326.js'),
    /not assets\/js\/10427\.<hash>\.js/,
  );
  assert.throws(() => scriptHash('10427', 'assets/js/10427.js'), /not assets\/js\/10427/);
});
