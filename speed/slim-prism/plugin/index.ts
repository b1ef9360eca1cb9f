// The slim-prism piece's build side: the theme's prism-react-renderer imports resolve to ours.
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {mustMatch, type Rewrite} from '../../mustMatch';

const themeLib = /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]/;
const includeLanguages =
  /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages\.js$/;

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
    // Imported by react-live too, for the playground: only Docusaurus's own importers must not
    // reach it.
    stock: /[\\/]node_modules[\\/]prism-react-renderer[\\/]/,
  },
];

const recheck =
  "theme-classic's lib/prism-include-languages.js (still a client module, still only loading additionalLanguages?) and which of its modules import prism-react-renderer (lib/theme/CodeBlock/Content)";

/**
 * prism-react-renderer ships one module holding Prism, about 20 grammars and 20 colour themes: in
 * every page's main bundle, with start-up work to build grammars the site never shows (16.3 KiB of
 * first-load JavaScript and 24-74 ms of script time per page type: speed/README.md's figures). The
 * classic theme needs only `Highlight` and `Prism` from it, so the theme's requests for the package
 * resolve to ../client, whose Prism holds our code fences' grammars; the theme's client module that
 * adds grammars at start-up is replaced by an empty one, so Prism loads with the code block
 * component, on pages with code. Other importers (react-live, for the playground) keep the package.
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
            : [mustMatch('slim-prism', recheck, rewrites)]),
          new NormalModuleReplacementPlugin(
            includeLanguages,
            path.resolve(__dirname, '../client/noGrammarsHere.ts'),
          ),
        ],
        module: {
          rules: [
            {
              test: themeLib,
              resolve: {
                alias: {'prism-react-renderer$': path.resolve(__dirname, '../client/index.ts')},
              },
            },
          ],
        },
      };
    },
  };
}
