// The one way the tools write their figures and reports: indented JSON, a final newline, the
// folder made when missing.
import fs from 'node:fs';
import path from 'node:path';

export function writeJson(file: string, data: unknown) {
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
}
