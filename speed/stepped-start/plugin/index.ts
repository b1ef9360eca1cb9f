// The stepped-start piece's build side: our client entry in place of Docusaurus's, and the two
// updates that follow hydration in a transition (client/browserContext.tsx, useWindowSize.ts).
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {mustMatch, type Rewrite} from '../../mustMatch';

const DOCUSAURUS_ENTRY = /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]clientEntry\.js$/;
const client = path.resolve(__dirname, '../client');

/** Each upstream module replaced, with the file that replaces it. */
const replaced = [
  {
    what: "the replacement of core's client/browserContext.js (App.js, useIsBrowser)",
    stock: /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]browserContext\.js$/,
    by: 'browserContext.tsx',
  },
  {
    what: "the replacement of theme-common's hooks/useWindowSize.js (imported by its index.js)",
    stock: /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]hooks[\\/]useWindowSize\.js$/,
    by: 'useWindowSize.ts',
  },
];
const rewrites: Rewrite[] = replaced.map(({what, stock, by}) => ({
  what,
  from: /[\\/]node_modules[\\/]@docusaurus[\\/]/,
  to: new RegExp(`[\\\\/]speed[\\\\/]stepped-start[\\\\/]client[\\\\/]${by.replace('.', '\\.')}$`),
  stock,
}));
const recheck =
  "core's lib/client/browserContext.js and theme-common's lib/hooks/useWindowSize.js, and their importers (App.js, exports/useIsBrowser.js, theme-common's index.js)";

/**
 * The production browser build starts from client/clientEntry.ts; `docusaurus start` keeps
 * Docusaurus's own.
 */
export default function steppedStartPlugin(context: LoadContext): Plugin {
  return {
    name: 'stepped-start',
    configureWebpack(config, isServer, utils) {
      if (isServer || config.mode !== 'production') return {};
      if (context.siteConfig.future.experimental_router === 'hash') {
        throw new Error(
          'stepped-start: the stepped client entry knows only the browser router; remove the plugin to use the hash router',
        );
      }
      if (typeof config.entry !== 'string' || !DOCUSAURUS_ENTRY.test(config.entry)) {
        throw new Error(
          `stepped-start: Docusaurus's client entry is no longer client/clientEntry.js (${JSON.stringify(config.entry)}); update speed/stepped-start`,
        );
      }
      // Replaced, not merged: configureWebpack's merge would add a second entry.
      config.entry = path.join(client, 'clientEntry.ts');
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      return {
        plugins: [
          mustMatch('stepped-start', recheck, rewrites),
          ...replaced.map(
            ({stock, by}) => new NormalModuleReplacementPlugin(stock, path.join(client, by)),
          ),
        ],
      };
    },
  };
}
