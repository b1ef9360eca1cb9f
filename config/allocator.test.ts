// Tests of config/allocator.ts: freed memory goes back to the system at once, unless the caller
// says otherwise.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {returnFreedMemoryAtOnce} from './allocator';

test("without a setting, freed memory goes back to the system at once; the caller's own delay is kept", () => {
  for (const [given, kept] of [[undefined, '0'], ['250', '250']]) {
    const environment: NodeJS.ProcessEnv = {MIMALLOC_PURGE_DELAY: given};
    returnFreedMemoryAtOnce(environment);
    assert.equal(environment.MIMALLOC_PURGE_DELAY, kept);
  }
});
