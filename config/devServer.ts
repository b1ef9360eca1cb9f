// What `npm start` and `npm run preview:post` change of the dev server, for a writer's loop in
// seconds.
import type {Plugin} from '@docusaurus/types';
// Types only: Rspack loads after config/allocator.ts has set its allocator's variable
// (docusaurus.config.ts).
import type {Configuration} from '@rspack/core';

/**
 * What `docusaurus start` leaves out, for a writer's loop: the debug pages and the build-only
 * plugins (maintaining/performance.md, "The dev server"). SITE_DEV_SPEED=off starts it as
 * Docusaurus would, for the bench.
 */
export function devSpeedSwitch(value: string | undefined): boolean {
  if (value === undefined || value === '' || value === 'on') return true;
  if (value === 'off') return false;
  throw new Error(`SITE_DEV_SPEED must be "on" or "off", not ${JSON.stringify(value)}`);
}

/**
 * `docusaurus start`: a build sets NODE_ENV=production before it loads the config (@docusaurus/core
 * lib/commands/build/build.js).
 */
export const isDevServer = (environment: NodeJS.ProcessEnv = process.env): boolean =>
  environment.NODE_ENV === 'development';

/**
 * A Rspack cache of its own, for a server or build that runs beside the usual ones and compiles
 * other modules: the preview's (`-preview`; its generated files are apart too,
 * DOCUSAURUS_GENERATED_FILES_DIR_NAME set by scripts/preview-post/cli.mts), and its link check's
 * (`-link-check`), a build that `npm run build` may meet.
 */
export function cacheOfItsOwn(name: 'preview' | 'link-check'): () => Plugin {
  return () => ({
    name: `cache-of-its-own-${name}`,
    configureWebpack(config) {
      const cache = (config as Configuration).experiments?.cache;
      if (cache && typeof cache === 'object' && cache.type === 'persistent') {
        cache.version = `${cache.version ?? ''}-${name}`;
      }
    },
  });
}
