// Tests of scripts/size/count.ts: its reading of git's numstat, on two folders git compares, and
// each file's part.
import test from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {spawnSync} from 'node:child_process';
import {numstatRows, partOf} from './count';
import {scratchDir} from '../../tests/fixtures/scratchDir';

test('names a new, a removed and a changed file each by its own path', (t) => {
  const before = scratchDir(t, 'size-before-', {
    'config/kept.ts': 'a\nb\n',
    'config/gone.ts': 'x\n',
  });
  const after = scratchDir(t, 'size-after-', {
    'config/kept.ts': 'a\nc\nd\n',
    'config/new.test.ts': 'one\ntwo\n',
  });
  const {stdout} = spawnSync(
    'git',
    ['diff', '--no-index', '--numstat', '--no-renames', '-z', before, after],
    {encoding: 'utf8'},
  );
  const rows = numstatRows(stdout).map((row) => ({
    ...row,
    file: path.relative(row.file.startsWith(after) ? after : before, row.file),
  }));
  assert.deepEqual(
    rows.sort((a, b) => a.file.localeCompare(b.file)),
    [
      {added: 0, removed: 1, file: 'config/gone.ts'},
      {added: 2, removed: 1, file: 'config/kept.ts'},
      {added: 2, removed: 0, file: 'config/new.test.ts'},
    ],
  );
  assert.equal(partOf(rows.find((r) => r.added === 2 && r.removed === 0)!.file), 'tests');
});

const parts = {
  'config/kept.ts': 'build',
  'docusaurus.config.ts': 'build',
  'speed/index.ts': 'build',
  'src/theme/Tabs/index.tsx': 'build',
  'scripts/size/cli.ts': 'tools',
  'eslint.config.mjs': 'tools',
  '.ci/run': 'tools',
  'plugins/feeds/authors.test.ts': 'tests',
  'tests/e2e/search.spec.ts': 'tests',
  'tests/fixtures/scratchDir.ts': 'tests',
} as const;
for (const [file, part] of Object.entries(parts)) {
  test(`counts ${file} among the ${part}`, () => assert.equal(partOf(file), part));
}
