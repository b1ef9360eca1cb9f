// The compile-hints piece of the speed layer: a banner asking V8 to compile main.js eagerly.
import type {Plugin} from '@docusaurus/types';
import type {WebpackPluginInstance} from 'webpack';

/**
 * V8's explicit compile hint (Chrome 136+): compile every function of the file as it streams in.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Marks main.js, nearly all of which runs while a page starts, for compiling on a background thread
 * while it downloads. The hint must be the file's first line: it goes in after minifying (which
 * drops comments) and before content hashing (so the name covers it).
 */
export default function compileHintsPlugin(): Plugin {
  return {
    name: 'compile-hints',
    configureWebpack(config, isServer, utils) {
      if (isServer || config.mode !== 'production') return {};
      const {BannerPlugin, Compilation} = utils.currentBundler.instance as unknown as {
        BannerPlugin: new (options: object) => WebpackPluginInstance;
        Compilation: {PROCESS_ASSETS_STAGE_DEV_TOOLING: number};
      };
      return {
        plugins: [
          new BannerPlugin({
            banner: COMPILE_HINT,
            raw: true,
            entryOnly: true,
            test: /(^|\/)main\.[0-9a-f]+\.js$/,
            stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING,
          }),
        ],
      };
    },
  };
}
