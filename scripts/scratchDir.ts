// Temporary folders for the unit tests, removed when the test ends.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {TestContext} from 'node:test';

/** A folder under the system's temporary folder for one unit test, holding `files`, removed when the test ends, pass or fail. */
export function scratchDir(
  t: TestContext,
  prefix: string,
  files: Record<string, string | Buffer> = {},
): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  t.after(() => fs.rmSync(dir, {recursive: true, force: true}));
  writeFiles(dir, files);
  return dir;
}

/** Writes each of `files` (path under `dir`: content), its folders first. */
export function writeFiles(dir: string, files: Record<string, string | Buffer>): void {
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), {recursive: true});
    fs.writeFileSync(path.join(dir, name), text);
  }
}
