// Tests of src/lib/colorModeCycle.ts.
import test from 'node:test';
import assert from 'node:assert/strict';
import {nextColorModeChoice, type ColorModeChoice} from './colorModeCycle';

const shown = (choice: ColorModeChoice, system: 'light' | 'dark') => choice ?? system;

for (const system of ['light', 'dark'] as const) {
  test(`on a ${system} system, changes on the first click, back on the third`, () => {
    const first = nextColorModeChoice(null, system);
    assert.notEqual(shown(first, system), shown(null, system));
    const second = nextColorModeChoice(first, system);
    assert.notEqual(shown(second, system), shown(first, system));
    assert.equal(new Set([null, first, second]).size, 3);
    assert.equal(nextColorModeChoice(second, system), null);
  });
}
