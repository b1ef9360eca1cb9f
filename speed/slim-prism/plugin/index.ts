import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {mustMatch, type Rewrite} from '../../mustMatch';

const themeLib = /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]/;

export const rewrites: Rewrite[] = [
  {
    what: "the replacement of theme-classic's prism-include-languages (a client module)",
    from: /[\\/]\.docusaurus[\\/]client-modules\.js$/,
    request: /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/,
    to: /[\\/]speed[\\/]slim-prism[\\/]client[\\/]noGrammarsHere\.ts$/,
    stock: /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages\.js$/,
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
 * prism-react-renderer ships one module holding Prism, about 20 grammars and 20
 * colour themes: 85 KB of JavaScript in every page's main bundle and ~40 ms of
 * start-up work (on this project's 2-core machine) to build grammars it never shows. The
 * classic theme only needs `Highlight` and `Prism` from it, so requests for the
 * package made by the theme's own modules resolve to speed/slim-prism/client, whose
 * Prism holds the grammars our code fences use. The theme's client module that
 * adds grammars at start-up is replaced by an empty one, so Prism loads with
 * the code block component, on pages that have code. Other importers
 * (react-live, for the playground) keep the real package.
 */
export default function slimPrismPlugin(): Plugin {
  return {
    name: 'slim-prism',
    configureWebpack(config, isServer, utils) {
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      return {
        plugins: [
          // Checked in production builds only: `docusaurus start` may compile modules on demand.
          ...(isServer || config.mode !== 'production'
            ? []
            : [
                mustMatch('slim-prism', recheck, rewrites),
              ]),
          new NormalModuleReplacementPlugin(
            /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages\.js$/,
            path.resolve(__dirname, '../client/noGrammarsHere.ts'),
          ),
        ],
        module: {
          rules: [
            {
              test: themeLib,
              resolve: {alias: {'prism-react-renderer$': path.resolve(__dirname, '../client/index.ts')}},
            },
          ],
        },
      };
    },
  };
}
