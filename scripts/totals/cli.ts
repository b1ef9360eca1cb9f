/**
 * `tsx scripts/totals/cli.ts tap:NAME=FILE playwright:NAME=FILE fail:NAME=WHY …`:
 * prints what failed or did not run, one line each, then the closing line CI
 * reads, and exits non-zero when anything failed. `fail:` is a step of the run
 * that failed as a whole (the type check, a build): one failure, with its reason.
 */
import fs from 'node:fs';
import {closingLine, countPlaywright, countTap, sum, type Counts} from './totals';

const read = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined);
const all: Counts[] = process.argv.slice(2).map((arg) => {
  const m = /^(tap|playwright|fail):([^=]+)=(.+)$/.exec(arg);
  if (!m) throw new Error(`totals: "${arg}" is not kind:name=value (kind tap, playwright or fail)`);
  const [, kind, name, value] = m as unknown as [string, string, string, string];
  if (kind === 'fail') return {passed: 0, failed: 1, skipped: 0, problems: [`${name}: ${value}`]};
  return kind === 'tap' ? countTap(name, read(value)) : countPlaywright(name, read(value));
});
const total = sum(all);
if (total.problems.length) {
  console.log(`== what failed or did not run (${total.problems.length})`);
  for (const p of total.problems.slice(0, 60)) console.log(`  ${p}`);
  if (total.problems.length > 60) console.log(`  … and ${total.problems.length - 60} more`);
}
console.log(closingLine(total));
process.exit(total.failed > 0 ? 1 : 0);
