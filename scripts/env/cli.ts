/**
 * `tsx scripts/env/cli.ts check`: stops (exit 1) naming each variable set to a
 * value it does not take (config/environment.ts); scripts/test.sh runs it first.
 * `tsx scripts/env/cli.ts doc` (npm run env:doc): rewrites maintaining/environment.md.
 */
import fs from 'node:fs';
import path from 'node:path';
import {environmentProblems} from '../../config/environment';
import {environmentDoc} from './doc';

const command = process.argv[2];
if (command === 'check') {
  const problems = environmentProblems();
  for (const p of problems) console.error(`Environment: ${p}`);
  process.exit(problems.length ? 1 : 0);
} else if (command === 'doc') {
  const file = path.resolve(__dirname, '../../maintaining/environment.md');
  fs.writeFileSync(file, environmentDoc());
  console.log(`wrote ${path.relative(process.cwd(), file)}`);
} else {
  console.error('usage: tsx scripts/env/cli.ts check|doc');
  process.exit(2);
}
