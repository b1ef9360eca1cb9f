// A local plugin given its options, checked by its own validateOptions as Docusaurus checks a
// plugin's.
import type {LoadContext, OptionValidationContext, Plugin, PluginConfig} from '@docusaurus/types';
import {normalizePluginOptions} from '@docusaurus/utils-validation';

type WithOptions<O> = {
  default: (context: LoadContext, options: O) => Plugin;
  validateOptions: (data: OptionValidationContext<O, O>) => O;
};

/**
 * The plugin, imported when Docusaurus loads it, with `options` checked first. A function in the
 * site config, not `[path, options]`: the site config is in every page's main.js, where the options
 * took 160 bytes compressed.
 */
export const withOptions =
  <O>(load: () => Promise<WithOptions<O>>, options: O): PluginConfig =>
  async (context) => {
    const plugin = await load();
    // What Docusaurus hands a plugin's validateOptions (core's lib/server/plugins/init.js): typed
    // for any schema.
    const validate = normalizePluginOptions as unknown as OptionValidationContext<O, O>['validate'];
    return plugin.default(context, plugin.validateOptions({validate, options}));
  };
