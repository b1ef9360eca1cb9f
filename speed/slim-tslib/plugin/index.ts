import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {mustMatch} from '../../mustMatch';

/**
 * @docusaurus/utils-common, which the browser bundle needs for Link's
 * trailing-slash rule, requires all of tslib (3.6 KB compressed in main.js)
 * for one helper. In the browser build, its requests for tslib resolve to
 * importDefault.ts, which holds that helper. A new helper used there would
 * show as an undefined function in every page test.
 */
export default function slimTslibPlugin(): Plugin {
  return {
    name: 'slim-tslib',
    configureWebpack(config, isServer) {
      if (isServer) return {};
      return {
        plugins: config.mode !== 'production' ? [] : [mustMatch('slim-tslib', [{what: 'the tslib alias of utils-common', module: /[\\/]speed[\\/]slim-tslib[\\/]client[\\/]importDefault\.ts$/}])],
        module: {
          rules: [
            {
              test: /[\\/]@docusaurus[\\/]utils-common[\\/]lib[\\/]/,
              resolve: {alias: {tslib$: path.resolve(__dirname, '../client/importDefault.ts')}},
            },
          ],
        },
      };
    },
  };
}
