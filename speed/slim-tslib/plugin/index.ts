import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {mustMatch, type Rewrite} from '../../mustMatch';

const utilsCommon = /[\\/]@docusaurus[\\/]utils-common[\\/]lib[\\/]/;

export const rewrite: Rewrite = {what: "utils-common's requires of tslib", from: utilsCommon, to: /[\\/]speed[\\/]slim-tslib[\\/]client[\\/]importDefault\.ts$/};

const recheck = "which tslib helpers utils-common's lib/ requires, and how (importDefault.ts holds __importDefault only)";

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
        plugins: config.mode !== 'production' ? [] : [mustMatch('slim-tslib', recheck, [rewrite])],
        module: {
          rules: [
            {
              test: utilsCommon,
              resolve: {alias: {tslib$: path.resolve(__dirname, '../client/importDefault.ts')}},
            },
          ],
        },
      };
    },
  };
}
