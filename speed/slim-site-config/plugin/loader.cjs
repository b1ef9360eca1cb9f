// Plain CommonJS: Rspack requires loaders in Node as they are, without the
// TypeScript hooks the Docusaurus config gets.
//
// Docusaurus bundles the whole site config into main.js
// (.docusaurus/docusaurus.config.mjs, `export default {…JSON…};`), including
// parts only the build reads: the page template, every plugin's and preset's
// options, Markdown settings. ~1 KB compressed that every page downloads. This
// loader drops those keys from the browser build's copy; the theme reads the
// rest (title, URLs, i18n, themeConfig, future flags…) through
// useDocusaurusContext().
'use strict';

/** Keys of the site config that no browser code reads. */
const BUILD_ONLY = [
  'ssrTemplate',
  'presets',
  'plugins',
  'themes',
  'markdown',
  'clientModules',
  'staticDirectories',
  'onBrokenLinks',
  'onBrokenAnchors',
  'onDuplicateRoutes',
  'deploymentBranch',
  'organizationName',
  'projectName',
];

const SHAPE = /^([\s\S]*?)export default ([\s\S]*);\s*$/;

/** @param {string} source */
function slimSiteConfig(source) {
  const parts = source.match(SHAPE);
  let config;
  try {
    config = parts && JSON.parse(parts[2]);
  } catch {
    config = undefined;
  }
  if (!config || typeof config !== 'object') {
    throw new Error('slim-site-config: .docusaurus/docusaurus.config.mjs is no longer `export default <JSON>;`; update speed/slim-site-config');
  }
  for (const key of BUILD_ONLY) delete config[key];
  return `${parts[1]}export default ${JSON.stringify(config)};\n`;
}

module.exports = slimSiteConfig;
module.exports.slimSiteConfig = slimSiteConfig;
module.exports.BUILD_ONLY = BUILD_ONLY;
