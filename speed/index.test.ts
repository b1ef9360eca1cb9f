import {test} from 'node:test';
import assert from 'node:assert/strict';
import {piecesOff, speedLayer, speedPieces} from './index';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {speedLayerSwitch} from '../config/site';
import figures from './figures.json';
import {earnsItsPlace, type RecordedFigures} from '../scripts/bench/pieceSavings';

test('SITE_SPEED_LAYER: unset and "on" keep the layer, "off" drops it, anything else is an error naming the variable', () => {
  assert.equal(speedLayerSwitch(undefined), true);
  assert.equal(speedLayerSwitch('on'), true);
  assert.equal(speedLayerSwitch('off'), false);
  assert.throws(() => speedLayerSwitch('false'), /SITE_SPEED_LAYER must be "on" or "off", not "false"/);
});

/** The names of a layer's plugins, as Docusaurus would register them. */
const pluginNames = (layer: ReturnType<typeof speedLayer>) =>
  layer.plugins.map((plugin) => (plugin as (context: LoadContext) => Plugin)({} as LoadContext).name);

/** What the build-cache plugin makes of a cache version. */
function cacheVersion(layer: ReturnType<typeof speedLayer>): string {
  const plugin = (layer.plugins[0] as (context: LoadContext) => Plugin)({} as LoadContext);
  const config = {experiments: {cache: {type: 'persistent', version: 'client-production-en-3.10.2-abc'}}};
  plugin.configureWebpack!(config as never, false, {} as never, {} as never);
  return config.experiments.cache.version;
}

test('switched off, nothing of the layer is registered but its cache key and the pins check, and the theme loads the grammars our fences use', () => {
  const off = speedLayer(false);
  assert.deepEqual(pluginNames(off), ['speed-build-cache', 'speed-pins']);
  assert.equal(off.routeDataStep, undefined);
  assert.equal(off.ssrTemplate, undefined);
  assert.deepEqual(off.clientModules, []);
  assert.deepEqual(off.prismLanguages, ['bash', 'ini', 'docker', 'toml']);
});

test('switched on, every piece is in: its plugins with the pins check, the page template and the idle prefetch queue', () => {
  const on = speedLayer(true);
  assert.deepEqual(pluginNames(on), ['speed-build-cache', 'speed-pins', ...speedPieces.filter((piece) => piece !== 'prefetch-when-idle')]);
  assert.match(on.ssrTemplate ?? '', /<div id="__docusaurus">/);
  assert.deepEqual(on.clientModules, ['./speed/prefetch-when-idle/prefetchWhenIdle.ts']);
  assert.deepEqual(on.prismLanguages, []);
});

test('SITE_SPEED_OFF leaves out the named pieces only', () => {
  const layer = speedLayer(true, piecesOff(' slim-prism,page-template '));
  // The cache key and the pins check, then every piece with a plugin but slim-prism.
  assert.equal(layer.plugins.length, 2 + speedPieces.filter((piece) => !['slim-prism', 'page-template', 'prefetch-when-idle'].includes(piece)).length);
  assert.ok(!pluginNames(layer).includes('slim-prism'));
  assert.equal(layer.ssrTemplate, undefined);
  assert.deepEqual(layer.clientModules, ['./speed/prefetch-when-idle/prefetchWhenIdle.ts']);
  assert.deepEqual(layer.prismLanguages, ['bash', 'ini', 'docker', 'toml']);
  assert.equal(piecesOff(undefined).size, 0);
});

test('SITE_SPEED_OFF with an unknown name fails, listing the pieces', () => {
  assert.throws(() => piecesOff('slim-prism,fast-prism'), (error: Error) => {
    assert.match(error.message, /names no piece of the speed layer: fast-prism/);
    for (const piece of speedPieces) assert.ok(error.message.includes(piece));
    return true;
  });
});

test('leaving out a piece another needs fails, naming both and the list that works', () => {
  assert.throws(() => piecesOff('route-data'), (error: Error) => {
    assert.match(error.message, /leaves out route-data but not stepped-start/);
    assert.match(error.message, /SITE_SPEED_OFF=route-data,stepped-start/);
    return true;
  });
  assert.equal(piecesOff('route-data,stepped-start').size, 2);
  assert.equal(piecesOff('stepped-start').size, 1);
});

test('each make-up of the layer builds with a bundler cache of its own, so no build reuses modules resolved for another', () => {
  const versions = [speedLayer(true), speedLayer(false), speedLayer(true, piecesOff('route-data,stepped-start')), speedLayer(true, piecesOff('slim-prism,route-data,stepped-start'))].map(cacheVersion);
  assert.deepEqual(versions, [
    'client-production-en-3.10.2-abc-speed-on',
    'client-production-en-3.10.2-abc-speed-off',
    'client-production-en-3.10.2-abc-speed-without-route-data+stepped-start',
    'client-production-en-3.10.2-abc-speed-without-route-data+slim-prism+stepped-start',
  ]);
});

test('a persistent cache the layer cannot key stops the build, naming the build cache and what to re-check', () => {
  const plugin = (speedLayer(true).plugins[0] as (context: LoadContext) => Plugin)({} as LoadContext);
  const moved = {experiments: {cache: {type: 'persistent', storage: {type: 'filesystem', version: 'x'}}}};
  assert.throws(() => plugin.configureWebpack!(moved as never, false, {} as never, {} as never), /build cache \(speed\/buildCache\.ts\).*Re-check how @docusaurus\/core's lib\/webpack\/base\.js sets the cache/);
  const rspack2 = {cache: {type: 'persistent', version: 'client-production-en-4.0.0-abc'}};
  plugin.configureWebpack!(rspack2 as never, false, {} as never, {} as never);
  assert.equal(rspack2.cache.version, 'client-production-en-4.0.0-abc-speed-on');
  // No persistent cache (DOCUSAURUS_NO_PERSISTENT_CACHE, or the memory cache): nothing to key, no error.
  for (const none of [{}, {cache: true}, {cache: {type: 'memory'}}]) plugin.configureWebpack!(none as never, false, {} as never, {} as never);
});

test("every piece has figures of the recorded run (figures.json) and earns its place by them: 5 KiB or 20 ms on a page type (issue 42's rule)", () => {
  const run = figures as RecordedFigures;
  for (const piece of speedPieces) {
    const recorded = run.pieces[piece];
    assert.ok(recorded, `${piece} has no figures in speed/figures.json: npm run bench:pieces -- --script-time 10 --record`);
    assert.equal(recorded.bytesSaved.length, run.pages.length, piece);
    assert.equal(recorded.msSaved.length, run.pages.length, piece);
    assert.ok(earnsItsPlace(recorded), `${piece} saves under 5 KiB and under 20 ms on every page type (${recorded.bytesSaved.join(' / ')} bytes, ${recorded.msSaved.join(' / ')} ms): retire it (speed/README.md)`);
  }
});
