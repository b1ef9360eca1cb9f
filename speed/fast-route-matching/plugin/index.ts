// The fast-route-matching piece's build side: points Docusaurus's react-router-config imports at
// ours.
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {mustMatch, type Rewrite} from '../../mustMatch';

const coreClient = /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]/;

const rewrite: Rewrite = {
  what: "core's client imports of react-router-config",
  from: coreClient,
  to: /[\\/]speed[\\/]fast-route-matching[\\/]client[\\/]index\.ts$/,
  stock: /[\\/]node_modules[\\/]react-router-config[\\/]/,
};

const recheck =
  "how core's lib/client imports react-router-config (normalizeLocation.js, exports/renderRoutes.js); the alias matches the bare 'react-router-config' only";

/**
 * Docusaurus's client code's requests for react-router-config resolve to ../client; no one else's.
 */
export default function fastRouteMatchingPlugin(): Plugin {
  return {
    name: 'fast-route-matching',
    configureWebpack(config, isServer) {
      return {
        // Checked in production builds only: `docusaurus start` may compile modules on demand.
        plugins:
          isServer || config.mode !== 'production'
            ? []
            : [mustMatch('fast-route-matching', recheck, [rewrite])],
        module: {
          rules: [
            {
              test: coreClient,
              resolve: {
                alias: {'react-router-config$': path.resolve(__dirname, '../client/index.ts')},
              },
            },
          ],
        },
      };
    },
  };
}
