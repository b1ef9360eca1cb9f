/**
 * npm run bench:side-by-side -- [--runs N] [--page /path …] [--out file.json] buildDir buildDir …
 * (pages: the five of `npm run bench` unless named)
 *
 * Lighthouse (mobile preset, as `npm run bench`) on the same pages of two or
 * more builds, each served by nginx as `npm run bench` serves the site, the
 * runs in rounds over the builds in a rotating order: a change in the
 * machine's speed falls on every build alike. Prints, per page and build, the
 * median performance score, TBT and LCP with the spread of TBT, then each
 * later build's median TBT against the first's, and the compressed first-load
 * JavaScript of each page (tests/fixtures/firstVisit.ts: exact, whatever the
 * machine's load); every run's figures go to --out (default
 * tests/.tmp/bench-side-by-side.json).
 *
 * Why: on this project's 2-core machine one build's TBT moves by hundreds of
 * milliseconds from run to run (maintaining/performance.md), so two `npm run
 * bench` runs made an hour apart do not tell whether a change cost anything.
 * Built side by side, an old commit (a worktree built with `npm run build`)
 * and this one meet the same machine.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import os from 'node:os';
import {startNginx, type RunningNginx} from '../nginx/harness.ts';
import {precompress} from '../precompress.ts';
import {lighthouseInTurns, median, type LighthouseFigures} from './lighthouse.mts';
import {benchPages} from './pages.ts';
import {firstLoad} from '../../tests/fixtures/firstVisit.ts';
import {chromium} from '@playwright/test';

// The five page types of `npm run bench`.
const defaultPages = benchPages('.').map((page) => page.path);
const {values: args, positionals: dirs} = parseArgs({
  allowPositionals: true,
  options: {
    runs: {type: 'string', default: '7'},
    page: {type: 'string', multiple: true, default: defaultPages},
    out: {type: 'string', default: 'tests/.tmp/bench-side-by-side.json'},
  },
});
const runs = Number(args.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs takes a number of Lighthouse runs, not "${args.runs}"`);
if (dirs.length < 2) throw new Error('name two build folders or more, e.g. ../ref/build build');
for (const dir of dirs) {
  if (!fs.existsSync(path.join(dir, 'index.html'))) throw new Error(`${dir}: not a built site (no index.html there); build it first with npm run build`);
}

const load = () => os.loadavg().map((l) => l.toFixed(2)).join(' ');
// First-load JS of each page and build, read from disk (no server): bytes do not depend on the load.
const firstLoadJs = args.page!.map(() => dirs.map(() => 0));
const weigher = await chromium.launch({executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'});
try {
  for (const [p, page] of args.page!.entries()) for (const [b, dir] of dirs.entries()) firstLoadJs[p]![b] = (await firstLoad(weigher, dir, page)).js;
} finally {
  await weigher.close();
}
const servers: RunningNginx[] = [];
const samples = args.page!.map(() => dirs.map((): LighthouseFigures[] => []));
console.log(`${runs} Lighthouse runs per page on each of ${dirs.length} builds; load average before: ${load()}`);
try {
  for (const dir of dirs) {
    // Compressed in place (quick for a build made with SITE_PRECOMPRESS=1), so nginx serves each build alike.
    await precompress(dir);
    servers.push(await startNginx(dir));
  }
  const started = Date.now();
  await lighthouseInTurns(
    servers.map((server) => server.url),
    args.page!,
    runs,
    (p, b, figures) => samples[p]![b]!.push(figures),
    (done) => console.log(`round ${done} of ${runs}, ${Math.round((Date.now() - started) / 1000)} s`),
  );
} finally {
  for (const server of servers) await server.stop();
}
console.log(`load average after: ${load()}\n`);
fs.mkdirSync(path.dirname(args.out!), {recursive: true});
const runsByPage = args.page!.map((page, p) => ({page, builds: dirs.map((dir, b) => ({dir, runs: samples[p]![b]!}))}));
fs.writeFileSync(args.out!, `${JSON.stringify({date: new Date().toISOString(), pages: runsByPage, firstLoadJs}, null, 2)}\n`);

const width = Math.max(...dirs.map((d) => d.length));
for (const [p, page] of args.page!.entries()) {
  const tbtOf = (b: number) => median(samples[p]![b]!.map((s) => s.tbt));
  for (const [b, dir] of dirs.entries()) {
    const runsOf = samples[p]![b]!;
    const tbts = runsOf.map((s) => s.tbt);
    const against = b === 0 ? '' : `, ${tbtOf(b) - tbtOf(0) >= 0 ? '+' : ''}${tbtOf(b) - tbtOf(0)} ms TBT against ${dirs[0]}`;
    console.log(
      `${page.padEnd(20)} ${dir.padEnd(width)}  perf ${median(runsOf.map((s) => s.performance))}  ` +
        `TBT ${tbtOf(b)} ms (${Math.min(...tbts)}–${Math.max(...tbts)})  LCP ${median(runsOf.map((s) => s.lcp))} ms` +
        `  CPU idx ${median(runsOf.map((s) => s.benchmarkIndex))}  first-load JS ${(firstLoadJs[p]![b]! / 1024).toFixed(1)} KiB${against}`,
    );
  }
}
