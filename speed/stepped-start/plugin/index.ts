// The stepped-start piece's build side: our client entry in place of Docusaurus's.
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

const DOCUSAURUS_ENTRY = /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]clientEntry\.js$/;

/** The production browser build starts from client/clientEntry.ts; `docusaurus start` keeps Docusaurus's own. */
export default function steppedStartPlugin(context: LoadContext): Plugin {
  return {
    name: 'stepped-start',
    configureWebpack(config, isServer) {
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
      config.entry = path.resolve(__dirname, '../client/clientEntry.ts');
      return {};
    },
  };
}
