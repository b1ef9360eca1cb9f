import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * The classic theme's route-change bar (its client module lib/nprogress.js,
 * with the nprogress library) is replaced by src/clientModules/routeProgressBar.ts,
 * the same bar without the library.
 */
export default function routeProgressBarPlugin(): Plugin {
  return {
    name: 'route-progress-bar',
    configureWebpack(_config, _isServer, utils) {
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      return {
        plugins: [
          new NormalModuleReplacementPlugin(
            /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]nprogress\.js$/,
            path.resolve(__dirname, '../../src/clientModules/routeProgressBar.ts'),
          ),
        ],
      };
    },
  };
}
