import type {Plugin} from '@docusaurus/types';
// Types only: Rspack loads after config/allocator.ts has set its allocator's variable (docusaurus.config.ts).
import type {Compiler, Configuration} from '@rspack/core';

/**
 * What `docusaurus start` does differently from a build, for a writer's loop (maintaining/performance.md, "The dev
 * server"). SITE_DEV_SPEED=off starts Docusaurus's own dev server of this checkout, which the bench compares.
 */
export function devSpeedSwitch(value: string | undefined): boolean {
  if (value === undefined || value === '' || value === 'on') return true;
  if (value === 'off') return false;
  throw new Error(`SITE_DEV_SPEED must be "on" or "off", not ${JSON.stringify(value)}`);
}

/** `docusaurus start`: a build sets NODE_ENV=production before it loads the config (@docusaurus/core lib/commands/build/build.js). */
export const isDevServer = (environment: NodeJS.ProcessEnv = process.env): boolean => environment.NODE_ENV === 'development';

/**
 * Rspack's lazy compilation: a route's modules are compiled when the browser first asks for them, not all ~600 routes'
 * at start. Docusaurus serves with webpack-dev-server, which does not add Rspack's middleware itself
 * (web-infra-dev/rspack#13054), so the plugin does; webpack-merge calls Docusaurus's setupMiddlewares and this one
 * and joins their lists, so this one adds its middleware without touching the list it is given.
 * And no source maps: Docusaurus's eval-cheap-module-source-map made 3.0 MB of the preview's 5.3 MB main.js, which
 * every start writes and every reload (an edit reloads the page) parses; `eval` keeps each module's name in DevTools,
 * and SITE_DEV_SPEED=off brings the maps back.
 */
/** Markdown and MDX (posts, docs) and JSON (route data), with a query or none (`?truncated=true`: a list's excerpt). */
export const lazyModules = /\.(mdx?|json)(\?.*)?$/;

export function devSpeedPlugin(): Plugin {
  return {
    name: 'dev-speed',
    configureWebpack(config, isServer) {
      if (isServer) return;
      const client = config as Configuration & {devServer?: {setupMiddlewares?: unknown}};
      client.devtool = 'eval';
      // Content only (posts, docs, route data): a route's first visit compiles its content in one go, while the
      // theme's page components, shared by hundreds of routes, come with the first compile. Lazy components too made
      // a post's first visit wait for five rounds of compiles, one per level of imports: cold start 24 s, not 14.
      client.lazyCompilation = {entries: false, imports: true, test: lazyModules};
      client.devServer = {
        setupMiddlewares: (_middlewares: unknown[], devServer: {compiler: Compiler}) => [devServer.compiler.rspack.lazyCompilationMiddleware(devServer.compiler)],
      };
    },
  };
}

/**
 * The preview's Rspack cache apart from `npm start`'s, as its generated files are (DOCUSAURUS_GENERATED_FILES_DIR_NAME,
 * set by scripts/preview-post/cli.mts): the two may run at once, and each restores only the modules it compiles.
 */
export function previewCachePlugin(): Plugin {
  return {
    name: 'dev-preview-cache',
    configureWebpack(config) {
      const cache = (config as Configuration).experiments?.cache;
      if (cache && typeof cache === 'object' && cache.type === 'persistent') cache.version = `${cache.version ?? ''}-preview`;
    },
  };
}
