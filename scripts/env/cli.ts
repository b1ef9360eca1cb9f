/**
 * `tsx scripts/env/cli.ts check`: stops (exit 1) naming each variable set to a
 * value it does not take (config/environment.ts); scripts/test.sh runs it first.
 * `tsx scripts/env/cli.ts doc` (npm run env:doc): rewrites the documents made from
 * the code (generatedDocs in doc.ts: maintaining/environment.md, speed/README.md's pieces).
 */
import fs from 'node:fs';
import path from 'node:path';
import {environmentProblems} from '../../config/environment';
import {generatedDocs} from './doc';

const command = process.argv[2];
if (command === 'check') {
  const problems = environmentProblems();
  for (const p of problems) console.error(`Environment: ${p}`);
  process.exit(problems.length ? 1 : 0);
} else if (command === 'doc') {
  for (const {file, make} of generatedDocs) {
    const full = path.resolve(__dirname, '../..', file);
    fs.writeFileSync(full, make(fs.readFileSync(full, 'utf8')));
    console.log(`wrote ${file}`);
  }
} else {
  console.error('usage: tsx scripts/env/cli.ts check|doc');
  process.exit(2);
}
