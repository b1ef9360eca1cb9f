// What `npm start` and `npm run preview:post` change of the dev server, for a writer's loop in seconds.
import type {Plugin} from '@docusaurus/types';
// Types only: Rspack loads after config/allocator.ts has set its allocator's variable (docusaurus.config.ts).
import type {Configuration} from '@rspack/core';

/**
 * What `docusaurus start` leaves out, for a writer's loop: the debug pages and the build-only plugins
 * (maintaining/performance.md, "The dev server"). SITE_DEV_SPEED=off starts it as Docusaurus would, for the bench.
 */
export function devSpeedSwitch(value: string | undefined): boolean {
  if (value === undefined || value === '' || value === 'on') return true;
  if (value === 'off') return false;
  throw new Error(`SITE_DEV_SPEED must be "on" or "off", not ${JSON.stringify(value)}`);
}

/** `docusaurus start`: a build sets NODE_ENV=production before it loads the config (@docusaurus/core lib/commands/build/build.js). */
export const isDevServer = (environment: NodeJS.ProcessEnv = process.env): boolean =>
  environment.NODE_ENV === 'development';

/**
 * The preview's Rspack cache apart from `npm start`'s, as its generated files are (DOCUSAURUS_GENERATED_FILES_DIR_NAME,
 * set by scripts/preview-post/cli.mts): the two may run at once, and each restores only the modules it compiles.
 */
export function previewCachePlugin(): Plugin {
  return {
    name: 'dev-preview-cache',
    configureWebpack(config) {
      const cache = (config as Configuration).experiments?.cache;
      if (cache && typeof cache === 'object' && cache.type === 'persistent') {
        cache.version = `${cache.version ?? ''}-preview`;
      }
    },
  };
}
