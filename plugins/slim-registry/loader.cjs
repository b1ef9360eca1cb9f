// Plain CommonJS: Rspack requires loaders in Node as they are, without the
// TypeScript hooks the Docusaurus config gets.
//
// Docusaurus's generated chunk registry lists, for every chunk, its loader,
// the module's source path and its webpack id. The path serves the server
// render only (react-loadable reports it to find a page's assets); in the
// browser bundle it is ~50 KB of strings like "@site/blog/2019-10-31-cgroupv2.md"
// that every page downloads. This loader drops them from the browser's copy.
'use strict';

const ENTRY = /\), "[^"]+", require\.resolveWeak\(/g;

/** @param {string} source */
function stripModulePaths(source) {
  let count = 0;
  const out = source.replace(ENTRY, () => {
    count++;
    return '), 0, require.resolveWeak(';
  });
  // A registry with chunks but no match means Docusaurus changed its format.
  if (count === 0 && source.includes('require.resolveWeak(')) {
    throw new Error('slim-registry: .docusaurus/registry.js no longer has the expected shape; update plugins/slim-registry');
  }
  return out;
}

module.exports = stripModulePaths;
module.exports.stripModulePaths = stripModulePaths;
