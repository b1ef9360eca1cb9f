// Tests of speed/index.ts: the layer's switches and what it registers.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {piecesOff, speedLayer, speedPieces} from './index';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {speedLayerSwitch} from '../config/site';
import figures from './figures.json';
import {earnsItsPlace, type RecordedFigures} from '../scripts/bench/pieceSavings';

test('SITE_SPEED_LAYER: takes on and off, unset as on, and refuses anything else', () => {
  assert.deepEqual([undefined, 'on', 'off'].map(speedLayerSwitch), [true, true, false]);
  assert.throws(
    () => speedLayerSwitch('false'),
    /SITE_SPEED_LAYER must be "on" or "off", not "false"/,
  );
});

type Layer = ReturnType<typeof speedLayer>;
/** A layer's plugins, as Docusaurus would register them. */
const plugins = (layer: Layer) =>
  layer.plugins.map((plugin) => (plugin as (context: LoadContext) => Plugin)({} as LoadContext));
const prefetchModule = ['./speed/prefetch-when-idle/prefetchWhenIdle.ts'];
const fenceGrammars = ['bash', 'ini', 'docker', 'toml'];

// On: the build cache key and pins check, then the plugin of each piece but those `off`
// (prefetch-when-idle is a client module).
const onWithout = (...off: string[]) => [
  'speed-build-cache',
  'speed-pins',
  ...speedPieces.filter((p) => ![...off, 'prefetch-when-idle'].includes(p)),
];
/** Checks what `layer` registers: its plugins' names, page template, client modules, grammars. */
function assertRegisters(
  layer: Layer,
  names: string[],
  template: boolean,
  clientModules: string[],
  prismLanguages: string[],
): void {
  assert.deepEqual(
    plugins(layer).map((plugin) => plugin.name),
    names,
  );
  if (template) assert.match(layer.ssrTemplate ?? '', /<div id="__docusaurus">/);
  else assert.equal(layer.ssrTemplate, undefined);
  assert.deepEqual(layer.clientModules, clientModules);
  assert.deepEqual(layer.prismLanguages, prismLanguages);
}

test('registers only its cache key and pins check when switched off', () => {
  // Off, the theme loads the grammars our fences use.
  assertRegisters(speedLayer(false), ['speed-build-cache', 'speed-pins'], false, [], fenceGrammars);
  assert.equal(speedLayer(false).routeDataStep, undefined);
});

test('registers every piece when on', () => {
  assertRegisters(speedLayer(true), onWithout(), true, prefetchModule, []);
  assert.equal(piecesOff(undefined).size, 0);
});

test('registers all but the pieces SITE_SPEED_OFF names', () => {
  assertRegisters(
    speedLayer(true, piecesOff(' slim-prism,page-template ')),
    onWithout('slim-prism', 'page-template'),
    false,
    prefetchModule,
    fenceGrammars,
  );
});

test('SITE_SPEED_OFF: refuses an unknown name, listing the pieces', () => {
  const listed = (error: Error) =>
    /names no piece of the speed layer: fast-prism/.test(error.message) &&
    speedPieces.every((p) => error.message.includes(p));
  assert.throws(() => piecesOff('slim-prism,fast-prism'), listed);
});

test('SITE_SPEED_OFF: refuses to leave out a piece another needs, naming both', () => {
  assert.throws(
    () => piecesOff('route-data'),
    /leaves out route-data but not stepped-start.*SITE_SPEED_OFF=route-data,stepped-start/,
  );
  assert.deepEqual(
    ['route-data,stepped-start', 'stepped-start'].map((off) => piecesOff(off).size),
    [2, 1],
  );
});

/** `config` as the layer's build cache plugin leaves it. */
const keyed = <Config extends object>(layer: Layer, config: Config): Config => {
  plugins(layer)[0]!.configureWebpack!(config as never, false, {} as never, {} as never);
  return config;
};

test('gives each make-up of the layer a bundler cache of its own', () => {
  const makeUps: [Layer, string][] = [
    [speedLayer(true), 'on'],
    [speedLayer(false), 'off'],
    [speedLayer(true, piecesOff('route-data,stepped-start')), 'without-route-data+stepped-start'],
    [
      speedLayer(true, piecesOff('slim-prism,route-data,stepped-start')),
      'without-route-data+slim-prism+stepped-start',
    ],
  ];
  for (const [layer, makeUp] of makeUps) {
    const rspack1 = keyed(layer, {
      experiments: {cache: {type: 'persistent', version: 'client-production-en-3.10.2-abc'}},
    });
    assert.equal(
      rspack1.experiments.cache.version,
      `client-production-en-3.10.2-abc-speed-${makeUp}`,
    );
  }
});

test('stops on a persistent cache it cannot key, naming what to re-check', () => {
  const moved = {
    experiments: {cache: {type: 'persistent', storage: {type: 'filesystem', version: 'x'}}},
  };
  assert.throws(
    () => keyed(speedLayer(true), moved),
    /build cache \(speed\/buildCache\.ts\).*Re-check how @docusaurus\/core's lib\/webpack\/base\.js sets the cache/,
  );
});

test('keys a cache set at the top level, and leaves a cache not persistent alone', () => {
  const on = speedLayer(true);
  const rspack2 = keyed(on, {
    cache: {type: 'persistent', version: 'client-production-en-4.0.0-abc'},
  });
  assert.equal(rspack2.cache.version, 'client-production-en-4.0.0-abc-speed-on');
  // No persistent cache (DOCUSAURUS_NO_PERSISTENT_CACHE, or the memory cache): nothing to key, no
  // error.
  for (const none of [{}, {cache: true}, {cache: {type: 'memory'}}]) keyed(on, none);
});

test("every piece earns its place by its recorded figures (issue 42's rule)", () => {
  const run = figures as RecordedFigures;
  for (const piece of speedPieces) {
    const recorded = run.pieces[piece];
    assert.ok(
      recorded,
      `${piece} has no figures in speed/figures.json: npm run bench:pieces -- --script-time 10 --record`,
    );
    assert.deepEqual(
      [recorded.bytesSaved.length, recorded.msSaved.length],
      [run.pages.length, run.pages.length],
      piece,
    );
    assert.ok(
      earnsItsPlace(recorded),
      `${piece} saves under 5 KiB and under 20 ms on every page type (${recorded.bytesSaved.join(' / ')} bytes, ${recorded.msSaved.join(' / ')} ms): retire it (speed/README.md)`,
    );
  }
});
