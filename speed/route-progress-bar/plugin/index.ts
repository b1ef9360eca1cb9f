import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {mustMatch, type Rewrite} from '../../mustMatch';

/** The theme lists lib/nprogress.js among its client modules; .docusaurus/client-modules.js requires it. */
export const rewrite: Rewrite = {
  what: "the replacement of theme-classic's nprogress client module",
  from: /[\\/]\.docusaurus[\\/]client-modules\.js$/,
  request: /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]nprogress(\.js)?$/,
  to: /[\\/]speed[\\/]route-progress-bar[\\/]client[\\/]routeProgressBar\.ts$/,
};

const recheck =
  "theme-classic's lib/nprogress.js (its name, that it is still listed by getClientModules in lib/index.js, and what its onRouteUpdate/onRouteDidUpdate do) against speed/route-progress-bar/client/routeProgressBar.ts";

/**
 * The classic theme's route-change bar (its client module lib/nprogress.js,
 * with the nprogress library, ~1.5 KB compressed in every page's main.js) is
 * replaced, in the browser build, by client/routeProgressBar.ts: the same bar
 * without the library, which the crash screens can end (src/lib/routeProgressEvents.ts).
 */
export default function routeProgressBarPlugin(): Plugin {
  return {
    name: 'route-progress-bar',
    configureWebpack(config, isServer, utils) {
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      return {
        plugins: [
          // Checked in production builds only: `docusaurus start` may compile modules on demand.
          ...(isServer || config.mode !== 'production' ? [] : [mustMatch('route-progress-bar', recheck, [rewrite])]),
          new NormalModuleReplacementPlugin(
            /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]nprogress\.js$/,
            path.resolve(__dirname, '../client/routeProgressBar.ts'),
          ),
        ],
      };
    },
  };
}
