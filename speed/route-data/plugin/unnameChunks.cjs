// Plain CommonJS: Rspack requires loaders in Node as they are, without the
// TypeScript hooks the Docusaurus config gets.
//
// Docusaurus's generated registry names the chunk of each page module
// (`import(/* webpackChunkName: "001e1716" */ …)`). Named chunks cost every
// page two maps in webpack's runtime (chunk id to name, for file names, and
// name to id, for Docusaurus's prefetch): ~10 KB compressed for ~540 chunks.
// With route-data the browser finds chunks by id, so this loader drops the
// names from the client build's copy of the registry; the chunks are then
// named by id (assets/js/<id>.<hash>.js).
'use strict';

const CHUNK_NAME = /\/\*\s*webpackChunkName:\s*"[^"]*"\s*\*\/\s*/g;

/** @param {string} source */
function unnameChunks(source) {
  const out = source.replace(CHUNK_NAME, '');
  // Imports but no names to drop means Docusaurus changed its format.
  if (out === source && source.includes('import(')) {
    throw new Error('route-data: .docusaurus/registry.js no longer names its chunks as expected; update speed/route-data/plugin/unnameChunks.cjs');
  }
  return out;
}

module.exports = unnameChunks;
module.exports.unnameChunks = unnameChunks;
