// The speed layer's entry: its pieces, the switches that leave them out, and what it adds to the config.
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

/** The pieces that can be turned off one by one (SITE_SPEED_OFF), named as in speed/README.md. */
export const speedPieces = [
  'slim-prism', 'fast-route-matching', 'route-data', 'stepped-start', 'compile-hints', 'page-template', 'prefetch-when-idle',
] as const;
export type SpeedPiece = (typeof speedPieces)[number];
const isPiece = (name: string): name is SpeedPiece => (speedPieces as readonly string[]).includes(name);

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
  /** route-data's step of the output pipeline (plugins/output-pipeline): each page's route data into its HTML. */
  routeDataStep: ((site: {outDir: string; baseUrl: string}) => Promise<void>) | undefined;
};

/** Pieces that work only with another: our client entry starts pages from the route data the build writes. */
export const needs: Partial<Record<SpeedPiece, SpeedPiece>> = {'stepped-start': 'route-data'};

/** Reads SITE_SPEED_OFF: a comma-separated list of piece names, each checked. */
export function piecesOff(value: string | undefined): Set<SpeedPiece> {
  const names = (value ?? '').split(',').map((name) => name.trim()).filter(Boolean);
  const unknown = names.filter((name) => !isPiece(name));
  if (unknown.length > 0) {
    throw new Error(`SITE_SPEED_OFF names no piece of the speed layer: ${unknown.join(', ')} (pieces: ${speedPieces.join(', ')})`);
  }
  const off = new Set(names as SpeedPiece[]);
  for (const [piece, needed] of Object.entries(needs) as [SpeedPiece, SpeedPiece][]) {
    if (off.has(needed) && !off.has(piece)) {
      throw new Error(`SITE_SPEED_OFF leaves out ${needed} but not ${piece}, which needs it (no page would hydrate): use SITE_SPEED_OFF=${[...off, piece].join(',')}`);
    }
  }
  return off;
}

/** The speed layer as one group (speed/README.md): switched off, only its build cache key and pins check; `off`, pieces left out. */
export function speedLayer(on: boolean, off: Set<SpeedPiece> = new Set()): SpeedLayer {
  const enabled = (piece: SpeedPiece) => on && !off.has(piece);
  const makeUp = !on ? 'off' : off.size === 0 ? 'on' : `without-${[...off].sort().join('+')}`;
  const routeData = enabled('route-data') ? routeDataPiece({entryReplaced: enabled('stepped-start')}) : undefined;
  // The pins a build checks: its pieces', and those of the entries that are no piece (the build cache, the swizzles...).
  const pinned = new Set(pinnedFiles.map((entry) => entry.piece).filter((name) => !isPiece(name) || enabled(name)));
  const pieces = speedPieces.filter(enabled).map((piece) => (piece === 'route-data' ? routeData!.plugin : plugins[piece]));
  return {
    plugins: [buildCachePlugin(makeUp), pinsPlugin(pinned), ...pieces.filter((plugin) => plugin !== undefined)],
    routeDataStep: routeData?.step,
    ssrTemplate: enabled('page-template') ? ssrTemplate : undefined,
    clientModules: enabled('prefetch-when-idle') ? ['./speed/prefetch-when-idle/prefetchWhenIdle.ts'] : [],
    // Our fences' grammars beyond the yaml, go, python and json prism-react-renderer bundles.
    prismLanguages: enabled('slim-prism') ? [] : ['bash', 'ini', 'docker', 'toml'],
  };
}
