// `tsx scripts/totals/cli.ts [--report FILE] tap:NAME=FILE playwright:NAME=FILE fail:NAME=WHY
// exit:NAME=STATUS time:NAME=SECONDS …`: what failed or did not run, then the closing line; exits
// non-zero when anything failed. `fail:` is a step that failed as a whole; `exit:` a command
// counted as one suite by its exit status (the nightly benches); `time:` a phase's seconds.
// --report writes the totals and seconds as JSON (scripts/test.sh).
import fs from 'node:fs';
import {
  closingLine,
  countExit,
  countPlaywright,
  countTap,
  failure,
  sum,
  type Counts,
  type RunReport,
} from './totals';
import {writeJson} from '../writeJson';
import {headCommit} from '../headCommit';

const args = process.argv.slice(2);
const reportFile = args[0] === '--report' ? args[1] : undefined;
const read = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined);
const suites: [name: string, counts: Counts][] = [];
const seconds: Record<string, number> = {};
for (const arg of reportFile ? args.slice(2) : args) {
  const m = /^(tap|playwright|fail|exit|time):([^=]+)=(.+)$/.exec(arg);
  if (!m) {
    throw new Error(
      `totals: "${arg}" is not kind:name=value (kind tap, playwright, fail, exit or time)`,
    );
  }
  const [, kind, name, value] = m as unknown as [string, string, string, string];
  if (kind === 'time') seconds[name] = Number(value);
  else if (kind === 'fail') {
    suites.push([name, failure(`${name}: ${value}`)]);
  } else if (kind === 'exit') suites.push([name, countExit(name, value)]);
  else {
    suites.push([
      name,
      kind === 'tap' ? countTap(name, read(value)) : countPlaywright(name, read(value)),
    ]);
  }
}
const total = sum(suites.map(([, counts]) => counts));
if (total.problems.length) {
  console.log(`== what failed or did not run (${total.problems.length})`);
  for (const p of total.problems.slice(0, 60)) console.log(`  ${p}`);
  if (total.problems.length > 60) console.log(`  … and ${total.problems.length - 60} more`);
}
// Passed, but only on a retry: each a flake to find the cause of, named on every run
// (maintaining/testing.md).
for (const name of total.flaky) console.log(`passed only on a retry: ${name}`);
if (reportFile) {
  const counts = ({passed, failed, skipped}: Counts) => ({passed, failed, skipped});
  const report: RunReport = {
    commit: headCommit(),
    date: new Date().toISOString().slice(0, 10),
    nightly: process.env.TEST_NIGHTLY === '1',
    ...counts(total),
    flaky: total.flaky,
    suites: Object.fromEntries(
      suites.map(([name]) => [
        name,
        counts(sum(suites.filter(([other]) => other === name).map(([, c]) => c))),
      ]),
    ),
    seconds,
  };
  writeJson(reportFile, report);
}
console.log(closingLine(total));
process.exit(total.failed > 0 ? 1 : 0);
