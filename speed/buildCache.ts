import type {Plugin} from '@docusaurus/types';

type CacheOptions = {version?: unknown};

/**
 * Keeps the bundler's persistent cache apart for each make-up of the layer.
 * Docusaurus versions that cache by its own version and the theme's aliases
 * only, so a build with the layer off (or a piece off) would reuse module
 * resolutions cached by a build with it on, and ship the layer's modules
 * anyway (the `@docusaurus/ComponentCreator` alias of route-data was seen
 * doing so). Registered in every build, the layer off included.
 */
export function buildCachePlugin(makeUp: string): () => Plugin {
  return () => ({
    name: 'speed-build-cache',
    configureWebpack(config) {
      // Rspack keeps its options under experiments.cache, webpack under cache.
      const caches = [(config.experiments as {cache?: unknown} | undefined)?.cache, config.cache];
      for (const cache of caches) {
        if (cache && typeof cache === 'object' && typeof (cache as CacheOptions).version === 'string') {
          (cache as CacheOptions).version = `${(cache as CacheOptions).version}-speed-${makeUp}`;
        }
      }
      return {};
    },
  });
}
