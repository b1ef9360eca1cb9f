/**
 * npm run bench:script-time -- [--runs N] [--page /path …] buildDir buildDir …
 *
 * The main thread's script time of a first visit (Chromium's ScriptDuration:
 * running and compiling JavaScript, unthrottled), median over N visits of each
 * page to each build, served by nginx as `npm run bench` serves them. Visits
 * go in rounds over the builds in a rotating order, so a change in the
 * machine's load falls on every build alike; prefetching is off (a data-saver
 * connection), so the figure is the page's start-up alone.
 *
 * Why beside Lighthouse: TBT on a shared 2-core machine moves by hundreds of
 * milliseconds between runs of one build (maintaining/performance.md), too much
 * to judge a piece that saves tens of milliseconds. Script time moves far less,
 * and a piece's saving in it is a floor for its saving in TBT, which counts the
 * same work slowed four times.
 */
import {parseArgs} from 'node:util';
import {chromium} from '@playwright/test';
import {startNginx, type RunningNginx} from '../nginx/harness.ts';
import {median} from './lighthouse.mts';

const {values: args, positionals: dirs} = parseArgs({
  allowPositionals: true,
  options: {runs: {type: 'string', default: '12'}, page: {type: 'string', multiple: true, default: ['/', '/blogs', '/docs/installation']}},
});
const runs = Number(args.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs takes a number of visits, not "${args.runs}"`);
if (dirs.length === 0) throw new Error('name one build folder or more, e.g. build tests/.tmp/bench-pieces-build/compile-hints');

const servers: RunningNginx[] = [];
const browser = await chromium.launch({executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'});
try {
  for (const dir of dirs) servers.push(await startNginx(dir));
  for (const page of args.page!) {
    const samples = dirs.map((): number[] => []);
    for (let round = 0; round < runs; round++) {
      for (let k = 0; k < dirs.length; k++) {
        const b = (k + round) % dirs.length;
        const context = await browser.newContext();
        const tab = await context.newPage();
        await tab.addInitScript("Object.defineProperty(navigator, 'connection', {get: () => ({effectiveType: '4g', saveData: true})});");
        const cdp = await context.newCDPSession(tab);
        await cdp.send('Performance.enable');
        await tab.goto(`${servers[b]!.url}${page}`, {waitUntil: 'networkidle'});
        await tab.waitForTimeout(1000);
        const {metrics} = await cdp.send('Performance.getMetrics');
        samples[b]!.push(Math.round((metrics.find((m) => m.name === 'ScriptDuration')?.value ?? NaN) * 1000));
        await context.close();
      }
    }
    for (const [b, dir] of dirs.entries()) {
      const xs = samples[b]!;
      console.log(`${page.padEnd(20)} ${dir.padEnd(40)} script ms: median ${median(xs)} (min ${Math.min(...xs)}, max ${Math.max(...xs)}, ${xs.length} visits)`);
    }
  }
} finally {
  await browser.close();
  for (const server of servers) await server.stop();
}
