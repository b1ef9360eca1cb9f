// npm run bench:side-by-side -- [--runs N] [--page /path …] [--measure
// lighthouse,trace,interactions] [--out file.json] buildDir buildDir …
// (maintaining/performance.md): two or more builds measured in turns, so that a change in the
// machine's speed falls on every build alike: Lighthouse on the same pages, the main thread's CPU
// time of first visits (mainThread.ts), each control's answer with the CPU slowed
// (interactions.ts); and each page's first-load JS.
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {precompress} from '../../plugins/output-pipeline/precompress.ts';
import {lighthouseOnce, type LighthouseFigures} from './lighthouse.mts';
import {mainThreadOnce, type MainThreadFigures} from './mainThread.ts';
import {interactionNames, interactionsOnce, type InteractionFigures} from './interactions.ts';
import {
  benchPages,
  loadAverage,
  medianRange,
  kib,
  textTable,
  wholeNumber,
  withChromium,
} from './pages.ts';
import {writeJson} from '../writeJson.ts';
import {inTurns} from './inTurns.ts';
import {firstLoad} from '../measure/firstVisit.ts';

const measures = ['lighthouse', 'trace', 'interactions'] as const;
const {values: args, positionals: dirs} = parseArgs({
  allowPositionals: true,
  options: {
    runs: {type: 'string', default: '7'},
    page: {type: 'string', multiple: true, default: benchPages('.').map((page) => page.path)},
    measure: {type: 'string', default: measures.join(',')},
    out: {type: 'string', default: 'tests/.tmp/bench-side-by-side.json'},
  },
});
const runs = wholeNumber('--runs', args.runs, 1);
const measured = new Set(args.measure.split(','));
for (const m of measured) {
  if (!(measures as readonly string[]).includes(m)) {
    throw new Error(`--measure takes ${measures.join(', ')}; not "${m}"`);
  }
}
if (dirs.length < 2) throw new Error('name two build folders or more, e.g. ../ref/build build');
for (const dir of dirs) {
  if (!fs.existsSync(path.join(dir, 'index.html'))) {
    throw new Error(
      `${dir}: not a built site (no index.html there); build it first with npm run build`,
    );
  }
}
const pages = args.page;
const perPage = <T,>() => pages.map(() => dirs.map((): T[] => []));
const lighthouse = perPage<LighthouseFigures>();
const trace = perPage<MainThreadFigures>();
const interactions = dirs.map((): InteractionFigures[] => []);
const firstLoadJs = pages.map(() => dirs.map(() => 0));

await withChromium(async (browser) => {
  for (const [p, page] of pages.entries()) {
    for (const [b, dir] of dirs.entries()) {
      firstLoadJs[p]![b] = (await firstLoad(browser, dir, page)).js;
    }
  }
});
const loads = {before: loadAverage(), after: ''};
console.log(
  `${runs} runs of ${[...measured].join(', ')} on each of ${dirs.length} builds; load average before: ${loads.before}`,
);
// Compressed in place (quick for a build made with SITE_PRECOMPRESS=1), so nginx serves each build
// alike.
for (const dir of dirs) await precompress(dir);
if (measured.has('lighthouse')) {
  await inTurns('Lighthouse', dirs, pages, runs, lighthouseOnce, (p, b, figures) =>
    lighthouse[p]![b]!.push(figures),
  );
}
await withChromium(async (browser) => {
  if (measured.has('trace')) {
    await inTurns(
      'traces',
      dirs,
      pages,
      runs,
      (url) => mainThreadOnce(browser, url),
      (p, b, figures) => trace[p]![b]!.push(figures),
    );
  }
  if (measured.has('interactions')) {
    const post = benchPages('.').find((page) => page.name === 'long blog post')!.path;
    await inTurns(
      'interactions',
      dirs,
      [''],
      runs,
      (origin) => interactionsOnce(browser, origin, post),
      (_, b, figures) => interactions[b]!.push(figures),
    );
  }
});
loads.after = loadAverage();
console.log(`load average after: ${loads.after}\n`);
const byPage = pages.map((page, p) => ({
  page,
  builds: dirs.map((dir, b) => ({
    dir,
    firstLoadJs: firstLoadJs[p]![b],
    lighthouse: lighthouse[p]![b],
    trace: trace[p]![b],
  })),
}));
const byBuild = dirs.map((dir, b) => ({dir, interactions: interactions[b]}));
writeJson(args.out, {date: new Date().toISOString(), loads, runs, pages: byPage, builds: byBuild});

/** The median of `pick` over `samples`, with their range (medianRange). */
const figure = <T,>(samples: T[], pick: (sample: T) => number) => medianRange(samples.map(pick));
const rows = pages.flatMap((page, p) =>
  dirs.map((dir, b) => {
    const runsOf = lighthouse[p]![b]!;
    return [
      `${page} ${dir}`,
      figure(runsOf, (s) => s.performance),
      figure(runsOf, (s) => s.tbt),
      figure(runsOf, (s) => s.lcp),
      figure(runsOf, (s) => s.benchmarkIndex),
      kib(firstLoadJs[p]![b]!),
      figure(trace[p]![b]!, (s) => s.script),
      figure(trace[p]![b]!, (s) => s.blocking),
    ];
  }),
);
const header = ['page build', 'perf', 'TBT ms', 'LCP ms', 'CPU idx', 'JS KiB', 'script ms'];
console.log(textTable([...header, 'blocking ms'], rows).join('\n'));
if (measured.has('interactions')) {
  console.log('\nLongest event of each action, ms, CPU slowed 4× (0: none of 16 ms or more):\n');
  const actions = interactionNames.map((name) => [
    name,
    ...interactions.map((samples) => figure(samples, (s) => s[name])),
  ]);
  console.log(textTable(['action', ...dirs], actions).join('\n'));
}
