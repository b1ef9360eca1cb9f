// Tests of config/allocator.ts: freed memory goes back to the system at once, unless the caller
// says otherwise.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {returnFreedMemoryAtOnce} from './allocator';

for (const c of [
  {
    name: 'without a setting, freed memory goes back to the system at once',
    given: undefined,
    kept: '0',
  },
  {name: "the caller's own delay is kept", given: '250', kept: '250'},
]) {
  test(c.name, () => {
    const environment: NodeJS.ProcessEnv = {MIMALLOC_PURGE_DELAY: c.given};
    returnFreedMemoryAtOnce(environment);
    assert.equal(environment.MIMALLOC_PURGE_DELAY, c.kept);
  });
}
