// Tests of src/lib/editDistance.ts.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {editDistance} from './editDistance';

// Edits: a drop, an addition and a replacement count one each, and so does a swap of neighbours.
for (const [typed, edits] of [
  ['checkpoint', 0],
  ['chekpoint', 1],
  ['checkpoints', 1],
  ['chackpoint', 1],
  ['chcekpoint', 1],
  ['hcekcpoint', 2],
  // Past the limit the count stops at limit + 1.
  ['container', 3],
] as const) {
  test(`"${typed}" is ${edits} edits from "checkpoint", counting up to 2`, () => {
    assert.equal(editDistance(typed, 'checkpoint', 2), edits);
  });
}

test('past the limit the count stops at limit + 1', () => {
  assert.equal(editDistance('abc', 'abcdefgh', 1), 2);
});

test('counts every edit when given no limit', () => {
  assert.equal(editDistance('multiarch', 'multiarch'), 0);
  assert.equal(editDistance('multiarc', 'multiarch'), 1);
  assert.equal(editDistance('mutliarch', 'multiarch'), 1);
  assert.equal(editDistance('', 'new'), 3);
  assert.equal(editDistance('kitten', 'sitting'), 3);
});
