// The speed layer's entry: its pieces, the switches that leave them out, and what it adds to the
// config.
import type {PluginConfig} from '@docusaurus/types';
import slimPrismPlugin from './slim-prism/plugin';
import fastRouteMatchingPlugin from './fast-route-matching/plugin';
import {routeDataPiece} from './route-data/plugin';
import steppedStartPlugin from './stepped-start/plugin';
import compileHintsPlugin from './compile-hints/plugin';
import {ssrTemplate, pageTemplatePlugin} from './page-template/ssrTemplate';
import {buildCachePlugin} from './buildCache';
import {pinsPlugin} from './pinsPlugin';
import {pinnedFiles} from './upstream';

import {speedPieces, type SpeedPiece} from './pieceNames';
import {checksPinsOf, type BuildSwitches} from './waysOut';

export {needs, piecesOff, speedPieces, type SpeedPiece} from './pieceNames';

const plugins: Partial<Record<SpeedPiece, PluginConfig>> = {
  'slim-prism': slimPrismPlugin,
  'fast-route-matching': fastRouteMatchingPlugin,
  'stepped-start': steppedStartPlugin,
  'compile-hints': compileHintsPlugin,
  'page-template': pageTemplatePlugin,
};

/** What the speed layer adds to the site config; docusaurus.config.ts spreads each field in. */
export type SpeedLayer = {
  plugins: PluginConfig[];
  /** Docusaurus's own template when undefined. */
  ssrTemplate: string | undefined;
  clientModules: string[];
  /** Grammars the theme's Prism must load; the layer's own Prism brings its grammars with it. */
  prismLanguages: string[];
  /**
   * route-data's step of the output pipeline (plugins/output-pipeline): each page's route data into
   * its HTML.
   */
  routeDataStep: ((site: {outDir: string; baseUrl: string}) => Promise<void>) | undefined;
};

/**
 * The speed layer as one group (speed/README.md): switched off, only its build cache key and pins
 * check; `off`, pieces left out; `persistentCache` false (DOCUSAURUS_NO_PERSISTENT_CACHE), no
 * bundler cache to key, so no pins of the build cache; `notFoundGuesses` false
 * (SITE_NOT_FOUND_GUESSES=off), no pins of the route table they read.
 */
export function speedLayer(
  on: boolean,
  off: Set<SpeedPiece> = new Set(),
  persistentCache = true,
  notFoundGuesses = true,
): SpeedLayer {
  const build: BuildSwitches = {layer: on, off, persistentCache, notFoundGuesses};
  const enabled = (piece: SpeedPiece) => on && !off.has(piece);
  // The name of this make-up of the layer, which keys its bundler cache (buildCache.ts).
  let makeUp = 'off';
  if (on) makeUp = off.size === 0 ? 'on' : `without-${[...off].sort().join('+')}`;
  const routeData = enabled('route-data')
    ? routeDataPiece({entryReplaced: enabled('stepped-start')})
    : undefined;
  // The pins a build checks: its pieces', and those of the entries that are no piece (the build
  // cache, the swizzles...).
  const pinned = new Set(
    pinnedFiles.map((entry) => entry.piece).filter((name) => checksPinsOf(name, build)),
  );
  const pieces = speedPieces
    .filter(enabled)
    .map((piece) => (piece === 'route-data' ? routeData!.plugin : plugins[piece]));
  return {
    plugins: [
      buildCachePlugin(makeUp),
      pinsPlugin(pinned, build),
      ...pieces.filter((plugin) => plugin !== undefined),
    ],
    routeDataStep: routeData?.step,
    ssrTemplate: enabled('page-template') ? ssrTemplate : undefined,
    clientModules: enabled('prefetch-when-idle')
      ? ['./speed/prefetch-when-idle/prefetchWhenIdle.ts']
      : [],
    // Our fences' grammars beyond the yaml, go, python and json prism-react-renderer bundles.
    prismLanguages: enabled('slim-prism') ? [] : ['bash', 'ini', 'docker', 'toml'],
  };
}
