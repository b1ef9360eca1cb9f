// Plain CommonJS: Rspack requires loaders without the TypeScript hooks the config gets. Drops the
// registry's chunk names (`import(/* webpackChunkName: "001e1716" */ …)`), which cost every page
// two maps in the runtime (id to name for file names, name to id for Docusaurus's prefetch: ~10 KB
// compressed for ~540 chunks when this was written); route data finds chunks by id, and they are
// then named by id (assets/js/<id>.<hash>.js).
'use strict';

const CHUNK_NAME = /\/\*\s*webpackChunkName:\s*"[^"]*"\s*\*\/\s*/g;

/** @param {string} source */
function unnameChunks(source) {
  const out = source.replace(CHUNK_NAME, '');
  // Imports but no names to drop means Docusaurus changed its format.
  if (out === source && source.includes('import(')) {
    throw new Error(
      'route-data: .docusaurus/registry.js no longer names its chunks as expected; update speed/route-data/plugin/unnameChunks.cjs',
    );
  }
  return out;
}

module.exports = unnameChunks;
module.exports.unnameChunks = unnameChunks;
