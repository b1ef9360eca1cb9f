import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {mustMatch} from '../../mustMatch';

/** See loader.cjs. The server build keeps the whole config. */
export default function slimSiteConfigPlugin(): Plugin {
  return {
    name: 'slim-site-config',
    configureWebpack(config, isServer) {
      if (isServer) return {};
      return {
        plugins: config.mode !== 'production' ? [] : [mustMatch('slim-site-config', [{what: 'the loader rule for .docusaurus/docusaurus.config.mjs', module: /[\\/]\.docusaurus[\\/]docusaurus\.config\.mjs$/}])],
        module: {
          rules: [{test: /[\\/]\.docusaurus[\\/]docusaurus\.config\.mjs$/, enforce: 'pre', use: [path.join(__dirname, 'loader.cjs')]}],
        },
      };
    },
  };
}
