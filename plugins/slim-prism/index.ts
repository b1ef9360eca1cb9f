import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * prism-react-renderer ships one module holding Prism, about 20 grammars and 20
 * colour themes: 85 KB of JavaScript in every page's main bundle and ~40 ms of
 * start-up work on a phone to build grammars this site never shows. The
 * classic theme only needs `Highlight` and `Prism` from it, so requests for the
 * package made by the theme's own modules resolve to src/lib/highlight, whose
 * Prism holds the grammars of `themeConfig.prism.additionalLanguages` only.
 * Other importers (react-live, for the playground) keep the real package.
 */
export default function slimPrismPlugin(): Plugin {
  return {
    name: 'slim-prism',
    configureWebpack() {
      return {
        module: {
          rules: [
            {
              test: /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]/,
              resolve: {alias: {'prism-react-renderer$': path.resolve(__dirname, '../../src/lib/highlight/index.ts')}},
            },
          ],
        },
      };
    },
  };
}
