/**
 * npm run bench:script-time -- [--runs N] [--page /path …] buildDir buildDir …
 * (pages: the five of `npm run bench` unless named)
 *
 * What a first visit costs the page's main thread in CPU time, unthrottled,
 * served by nginx as `npm run bench` serves the site (scripts/bench/mainThread.ts):
 * script time (running and compiling JavaScript) and the blocking part of the
 * long tasks, median over N visits of each page to each build. Visits go in
 * rounds over the builds in a rotating order, so a change in the machine's
 * load falls on every build alike. Prefetching is on, as for a visitor.
 *
 * Why beside Lighthouse: TBT on a shared 2-core machine moves by hundreds of
 * milliseconds between runs of one build (maintaining/performance.md), too much
 * to judge a piece that saves tens of milliseconds. Script time moves far less.
 */
import {parseArgs} from 'node:util';
import {chromium} from '@playwright/test';
import {startNginx, type RunningNginx} from '../nginx/harness.ts';
import {median} from './lighthouse.mts';
import {mainThreadInTurns, type MainThreadFigures} from './mainThread.ts';
import {benchPages} from './pages.ts';

const {values: args, positionals: dirs} = parseArgs({
  allowPositionals: true,
  options: {runs: {type: 'string', default: '10'}, page: {type: 'string', multiple: true, default: benchPages('.').map((page) => page.path)}},
});
const runs = Number(args.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs takes a number of visits, not "${args.runs}"`);
if (dirs.length === 0) throw new Error('name one build folder or more, e.g. build tests/.tmp/bench-pieces-build/compile-hints');

const servers: RunningNginx[] = [];
const samples = args.page!.map(() => dirs.map((): MainThreadFigures[] => []));
const browser = await chromium.launch({executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'});
try {
  for (const dir of dirs) servers.push(await startNginx(dir));
  await mainThreadInTurns(browser, servers.map((server) => server.url), args.page!, runs, (p, b, figures) => samples[p]![b]!.push(figures));
} finally {
  await browser.close();
  for (const server of servers) await server.stop();
}
for (const [p, page] of args.page!.entries()) {
  for (const [b, dir] of dirs.entries()) {
    const script = samples[p]![b]!.map((s) => s.script);
    const blocking = samples[p]![b]!.map((s) => s.blocking);
    console.log(
      `${page.padEnd(20)} ${dir.padEnd(40)} script ms: median ${median(script)} (min ${Math.min(...script)}, max ${Math.max(...script)}), ` +
        `blocking ms: median ${median(blocking)}, ${script.length} visits`,
    );
  }
}
