import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {mustMatch} from '../../mustMatch';

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
                mustMatch('slim-prism', [
                  {what: 'the replacement of theme-classic\'s prism-include-languages', module: /[\\/]speed[\\/]slim-prism[\\/]client[\\/]noGrammarsHere\.ts$/},
                  {what: 'the prism-react-renderer alias of theme-classic', module: /[\\/]speed[\\/]slim-prism[\\/]client[\\/]index\.ts$/},
                ]),
              ]),
          new NormalModuleReplacementPlugin(
            /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages\.js$/,
            path.resolve(__dirname, '../client/noGrammarsHere.ts'),
          ),
        ],
        module: {
          rules: [
            {
              test: /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]/,
              resolve: {alias: {'prism-react-renderer$': path.resolve(__dirname, '../client/index.ts')}},
            },
          ],
        },
      };
    },
  };
}
