// The speed layer's border of who may import Docusaurus's internals is the pins' list (its cases:
// scripts/borders.test.ts).
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {pinnedFiles} from './upstream';

test("the linter's list of files that may import internals is the pins' usedBy", async () => {
  const {internalUsers} = (await import('../eslint.config.mjs')) as {internalUsers: string[]};
  const pinned = new Set(
    pinnedFiles.flatMap((entry) => (entry.usedBy ?? []).map((use) => use.file)),
  );
  assert.deepEqual([...internalUsers].sort(), [...pinned].sort());
});
