import {test} from 'node:test';
import assert from 'node:assert/strict';
import {piecesOff, speedLayer, speedPieces} from './index';
import {speedLayerSwitch} from '../config/site';

test('SITE_SPEED_LAYER: unset and "on" keep the layer, "off" drops it, anything else is an error naming the variable', () => {
  assert.equal(speedLayerSwitch(undefined), true);
  assert.equal(speedLayerSwitch('on'), true);
  assert.equal(speedLayerSwitch('off'), false);
  assert.throws(() => speedLayerSwitch('false'), /SITE_SPEED_LAYER must be "on" or "off", not "false"/);
});

test('switched off, nothing of the layer is registered and the theme loads the grammars our fences use', () => {
  const off = speedLayer(false);
  assert.deepEqual(off.plugins, []);
  assert.equal(off.ssrTemplate, undefined);
  assert.deepEqual(off.clientModules, []);
  assert.deepEqual(off.prismLanguages, ['bash', 'ini', 'docker', 'toml']);
});

test('switched on, every piece is in: seven plugins, the page template and the idle prefetch queue', () => {
  const on = speedLayer(true);
  assert.equal(on.plugins.length, 7);
  assert.match(on.ssrTemplate ?? '', /<div id="__docusaurus">/);
  assert.deepEqual(on.clientModules, ['./speed/prefetch-when-idle/prefetchWhenIdle.ts']);
  assert.deepEqual(on.prismLanguages, []);
});

test('SITE_SPEED_OFF leaves out the named pieces only', () => {
  const layer = speedLayer(true, piecesOff(' slim-prism,page-template '));
  assert.equal(layer.plugins.length, 6);
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
