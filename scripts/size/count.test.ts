// Tests of scripts/size/count.ts's reading of git's numstat, on two folders git compares.
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {spawnSync} from 'node:child_process';
import {isTest, numstatRows} from './count';

function folder(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'size-numstat-'));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), {recursive: true});
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

test('a new, a removed and a changed file are each named by their own path, and a new test counts as a test', () => {
  const before = folder({'config/kept.ts': 'a\nb\n', 'config/gone.ts': 'x\n'});
  const after = folder({'config/kept.ts': 'a\nc\nd\n', 'config/new.test.ts': 'one\ntwo\n'});
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
  assert.equal(isTest(rows.find((r) => r.added === 2 && r.removed === 0)!.file), true);
  for (const dir of [before, after]) fs.rmSync(dir, {recursive: true});
});
