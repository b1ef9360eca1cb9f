// npm run bench:side-by-side -- [--runs N] [--page /path …] [--out file.json] buildDir buildDir …
// (maintaining/performance.md): Lighthouse on the same pages of two or more builds, in turns, so that a change
// in the machine's speed falls on every build alike; then the first-load JS of each page, read from disk.
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {precompress} from '../../plugins/output-pipeline/precompress.ts';
import {lighthouseOnce, type LighthouseFigures} from './lighthouse.mts';
import {benchPages, loadAverage, median, withChromium} from './pages.ts';
import {inTurns} from './inTurns.ts';
import {firstLoad} from '../measure/firstVisit.ts';

const {values: args, positionals: dirs} = parseArgs({
  allowPositionals: true,
  options: {
    runs: {type: 'string', default: '7'},
    page: {type: 'string', multiple: true, default: benchPages('.').map((page) => page.path)},
    out: {type: 'string', default: 'tests/.tmp/bench-side-by-side.json'},
  },
});
const runs = Number(args.runs);
if (!Number.isInteger(runs) || runs < 1) {
  throw new Error(`--runs takes a number of Lighthouse runs, not "${args.runs}"`);
}
if (dirs.length < 2) throw new Error('name two build folders or more, e.g. ../ref/build build');
for (const dir of dirs) {
  if (!fs.existsSync(path.join(dir, 'index.html'))) {
    throw new Error(
      `${dir}: not a built site (no index.html there); build it first with npm run build`,
    );
  }
}

const firstLoadJs = args.page!.map(() => dirs.map(() => 0));
await withChromium(async (browser) => {
  for (const [p, page] of args.page!.entries()) {
    for (const [b, dir] of dirs.entries()) {
      firstLoadJs[p]![b] = (await firstLoad(browser, dir, page)).js;
    }
  }
});
const samples = args.page!.map(() => dirs.map((): LighthouseFigures[] => []));
console.log(
  `${runs} Lighthouse runs per page on each of ${dirs.length} builds; load average before: ${loadAverage()}`,
);
// Compressed in place (quick for a build made with SITE_PRECOMPRESS=1), so nginx serves each build alike.
for (const dir of dirs) await precompress(dir);
const started = Date.now();
await inTurns(
  dirs,
  args.page!,
  runs,
  lighthouseOnce,
  (p, b, figures) => samples[p]![b]!.push(figures),
  (done) => console.log(`round ${done} of ${runs}, ${Math.round((Date.now() - started) / 1000)} s`),
);
console.log(`load average after: ${loadAverage()}\n`);
fs.mkdirSync(path.dirname(args.out!), {recursive: true});
const runsByPage = args.page!.map((page, p) => ({
  page,
  builds: dirs.map((dir, b) => ({dir, runs: samples[p]![b]!})),
}));
fs.writeFileSync(
  args.out!,
  `${JSON.stringify({date: new Date().toISOString(), pages: runsByPage, firstLoadJs}, null, 2)}\n`,
);

const width = Math.max(...dirs.map((d) => d.length));
for (const [p, page] of args.page!.entries()) {
  const tbtOf = (b: number) => median(samples[p]![b]!.map((s) => s.tbt));
  for (const [b, dir] of dirs.entries()) {
    const runsOf = samples[p]![b]!;
    const tbts = runsOf.map((s) => s.tbt);
    const against =
      b === 0
        ? ''
        : `, ${tbtOf(b) - tbtOf(0) >= 0 ? '+' : ''}${tbtOf(b) - tbtOf(0)} ms TBT against ${dirs[0]}`;
    console.log(
      `${page.padEnd(20)} ${dir.padEnd(width)}  perf ${median(runsOf.map((s) => s.performance))}  ` +
        `TBT ${tbtOf(b)} ms (${Math.min(...tbts)}–${Math.max(...tbts)})  LCP ${median(runsOf.map((s) => s.lcp))} ms` +
        `  CPU idx ${median(runsOf.map((s) => s.benchmarkIndex))}  first-load JS ${(firstLoadJs[p]![b]! / 1024).toFixed(1)} KiB${against}`,
    );
  }
}
