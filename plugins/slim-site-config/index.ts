import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** See loader.cjs. The server build keeps the whole config. */
export default function slimSiteConfigPlugin(): Plugin {
  return {
    name: 'slim-site-config',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        module: {
          rules: [{test: /[\\/]\.docusaurus[\\/]docusaurus\.config\.mjs$/, enforce: 'pre', use: [path.join(__dirname, 'loader.cjs')]}],
        },
      };
    },
  };
}
