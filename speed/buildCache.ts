import type {Plugin} from '@docusaurus/types';

type CacheOptions = {type?: unknown; version?: unknown};

/**
 * The persistent caches a bundler config asks for, keyed or not: Rspack 1 keeps
 * its options under experiments.cache, webpack (and Rspack 2) under cache. A
 * cache that is off, `true` (Rspack's memory cache) or of type memory keeps
 * nothing between builds, so there is nothing to key.
 */
export function persistentCaches(config: {cache?: unknown; experiments?: unknown}): CacheOptions[] {
  const candidates = [(config.experiments as {cache?: unknown} | undefined)?.cache, config.cache];
  return candidates.filter((cache): cache is CacheOptions => !!cache && typeof cache === 'object' && (cache as CacheOptions).type !== 'memory');
}

/**
 * Keeps the bundler's persistent cache apart for each make-up of the layer.
 * Docusaurus versions that cache by its own version and the theme's aliases
 * only, so a build with the layer off (or a piece off) would reuse module
 * resolutions cached by a build with it on, and ship the layer's modules
 * anyway (a build with the layer off once shipped route-data's client
 * without its data so). Registered in every build, the layer off included.
 * A persistent cache it cannot key (Docusaurus changed the shape of the
 * option) stops the build: a silent miss would mix the make-ups again.
 */
export function buildCachePlugin(makeUp: string): () => Plugin {
  return () => ({
    name: 'speed-build-cache',
    configureWebpack(config) {
      for (const cache of persistentCaches(config as {cache?: unknown; experiments?: unknown})) {
        if (typeof cache.version !== 'string') {
          throw new Error(
            `build cache (speed/buildCache.ts): the bundler config has a persistent cache without a version string to key (${JSON.stringify(cache)}). ` +
              "Re-check how @docusaurus/core's lib/webpack/base.js sets the cache (getCache, getExperiments) and key it again; " +
              'DOCUSAURUS_NO_PERSISTENT_CACHE=1 builds without the cache meanwhile.',
          );
        }
        cache.version = `${cache.version}-speed-${makeUp}`;
      }
      return {};
    },
  });
}
