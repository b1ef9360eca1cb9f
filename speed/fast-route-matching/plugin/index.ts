import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {mustMatch} from '../../mustMatch';

/**
 * Requests for react-router-config made by Docusaurus's client code resolve
 * to speed/fast-route-matching/client, whose matchRoutes answers plain route paths by
 * comparing strings (see matchRoutes.ts for why). Everything else, including
 * that module's own import of the real package, is untouched.
 */
export default function fastRouteMatchingPlugin(): Plugin {
  return {
    name: 'fast-route-matching',
    configureWebpack(config, isServer) {
      return {
        // Checked in production builds only: `docusaurus start` may compile modules on demand.
        plugins: isServer || config.mode !== 'production' ? [] : [mustMatch('fast-route-matching', [{what: 'the react-router-config alias of core\'s client', module: /[\\/]speed[\\/]fast-route-matching[\\/]client[\\/]index\.ts$/}])],
        module: {
          rules: [
            {
              test: /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]/,
              resolve: {alias: {'react-router-config$': path.resolve(__dirname, '../client/index.ts')}},
            },
          ],
        },
      };
    },
  };
}
