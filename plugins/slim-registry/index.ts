import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** See loader.cjs. The server build keeps the paths it needs. */
export default function slimRegistryPlugin(): Plugin {
  return {
    name: 'slim-registry',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        module: {
          rules: [{test: /[\\/]\.docusaurus[\\/]registry\.js$/, enforce: 'pre', use: [path.resolve(__dirname, 'loader.cjs')]}],
        },
      };
    },
  };
}
