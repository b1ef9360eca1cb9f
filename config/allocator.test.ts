import {test} from 'node:test';
import assert from 'node:assert/strict';
import {returnFreedMemoryAtOnce} from './allocator';

test('without a setting, freed memory goes back to the system at once', () => {
  const environment: NodeJS.ProcessEnv = {};
  returnFreedMemoryAtOnce(environment);
  assert.equal(environment.MIMALLOC_PURGE_DELAY, '0');
});

test("the caller's own delay is kept", () => {
  const environment: NodeJS.ProcessEnv = {MIMALLOC_PURGE_DELAY: '250'};
  returnFreedMemoryAtOnce(environment);
  assert.equal(environment.MIMALLOC_PURGE_DELAY, '250');
});
