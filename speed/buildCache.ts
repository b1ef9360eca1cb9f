// The bundler's persistent cache keyed by the make-up of the speed layer, so no build reuses
// another's modules.
import type {Plugin} from '@docusaurus/types';

type CacheOptions = {type?: unknown; version?: unknown};

/**
 * The persistent caches a bundler config asks for (Rspack 1: experiments.cache; webpack and Rspack
 * 2: cache). Off, `true` (Rspack's memory cache) or of type memory, a cache keeps nothing to key.
 */
function persistentCaches(config: {cache?: unknown; experiments?: unknown}): CacheOptions[] {
  const candidates = [(config.experiments as {cache?: unknown} | undefined)?.cache, config.cache];
  return candidates.filter(
    (cache): cache is CacheOptions =>
      !!cache && typeof cache === 'object' && (cache as CacheOptions).type !== 'memory',
  );
}

/**
 * Keeps the bundler's persistent cache apart for each make-up of the layer (speed/README.md, "Build
 * cache").
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
