import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {mustMatch, type Rewrite} from '../../mustMatch';

const themeLib = /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]/;
const includeLanguages = /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages\.js$/;

const rewrites: Rewrite[] = [
  {
    what: "the replacement of theme-classic's prism-include-languages (a client module)",
    from: /[\\/]\.docusaurus[\\/]client-modules\.js$/,
    request: /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/,
    to: /[\\/]speed[\\/]slim-prism[\\/]client[\\/]noGrammarsHere\.ts$/,
    stock: includeLanguages,
  },
  {
    what: "theme-classic's imports of prism-react-renderer",
    from: themeLib,
    to: /[\\/]speed[\\/]slim-prism[\\/]client[\\/]index\.ts$/,
    // Imported by react-live too, for the playground: only Docusaurus's own importers must not reach it.
    stock: /[\\/]node_modules[\\/]prism-react-renderer[\\/]/,
  },
];

const recheck =
  "theme-classic's lib/prism-include-languages.js (still a client module, still only loading additionalLanguages?) and which of its modules import prism-react-renderer (lib/theme/CodeBlock/Content)";

/**
 * The theme's requests for prism-react-renderer (Prism, ~20 grammars and themes in main.js)
 * resolve to ../client, with our grammars only; its grammar client module is replaced by an
 * empty one. Other importers (react-live, for the playground) keep the real package.
 */
export default function slimPrismPlugin(): Plugin {
  return {
    name: 'slim-prism',
    configureWebpack(config, isServer, utils) {
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      return {
        plugins: [
          // Checked in production builds only: `docusaurus start` may compile modules on demand.
          ...(isServer || config.mode !== 'production' ? [] : [mustMatch('slim-prism', recheck, rewrites)]),
          new NormalModuleReplacementPlugin(includeLanguages, path.resolve(__dirname, '../client/noGrammarsHere.ts')),
        ],
        module: {
          rules: [{test: themeLib, resolve: {alias: {'prism-react-renderer$': path.resolve(__dirname, '../client/index.ts')}}}],
        },
      };
    },
  };
}
