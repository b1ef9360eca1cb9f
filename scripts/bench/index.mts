// npm run bench [-- --runs 3] [--skip-build] [--out file.json] [--compare old.json] npm run bench
// -- --search-only [--dir build-test] (maintaining/performance.md): the build's time and memory,
// then per page type the bytes of a first visit and Lighthouse's median figures, the sharing cards'
// time and the search figures. SITE_SPEED_LAYER and SITE_SPEED_OFF reach the build; with
// --skip-build they are only recorded, so build/ must match them.
import fs from 'node:fs';
import path from 'node:path';
import {spawnSync} from 'node:child_process';
import {parseArgs} from 'node:util';
import {precompress} from '../../plugins/output-pipeline/precompress.ts';
import {firstVisit, wireWeight, type PageWeight} from '../measure/firstVisit.ts';
import {benchPages, kib, textTable, timedBuild, withServed, type BuildFigures} from './pages.ts';
import {formatSearchFigures, measureSearch, type SearchFigures} from '../measure/searchFigures.ts';
import type {CardBench} from './cards.ts';
import {lighthouseMedian, type LighthouseFigures} from './lighthouse.mts';
import {writeJson} from '../writeJson.ts';

const {values: args} = parseArgs({
  options: {
    runs: {type: 'string', default: '3'},
    'skip-build': {type: 'boolean', default: false},
    out: {type: 'string', default: 'tests/.tmp/bench.json'},
    compare: {type: 'string'},
    'search-only': {type: 'boolean', default: false},
    dir: {type: 'string', default: 'build'},
  },
});

type Result = {
  date: string;
  speed?: {layer: string; piecesOff: string};
  build: BuildFigures | null;
  pages: {name: string; path: string; weight: PageWeight; lighthouse: LighthouseFigures}[];
  search?: SearchFigures;
  cards?: CardBench;
};

function printTable(result: Result) {
  if (result.speed) {
    console.log(
      `Speed layer: ${result.speed.layer}${result.speed.piecesOff ? `, pieces off: ${result.speed.piecesOff}` : ''}`,
    );
  }
  if (result.build) {
    console.log(
      `Build: ${result.build.seconds.toFixed(1)} s wall, peak memory ${result.build.peakMemoryMiB} MiB`,
    );
  }
  const header = [
    'page',
    'HTML KiB',
    'CSS KiB',
    'JS KiB',
    'img+font KiB',
    'requests',
    'perf',
    'a11y',
    'best pr.',
    'SEO',
    'FCP ms',
    'LCP ms',
    'TBT ms',
    'CLS',
    'CPU idx',
  ];
  const rows = result.pages.map(({name, weight: w, lighthouse: l}) => [
    name,
    ...[w.html, w.css, w.js, w.fontsImages].map(kib),
    String(w.requests),
    // In the order lighthouseOnce gives them, which the header follows.
    ...Object.values(l).map(String),
  ]);
  for (const line of textTable(header, rows)) console.log(line);
}

function printComparison(now: Result, before: Result) {
  console.log(`\nChange from ${before.date}:`);
  if (now.build && before.build) {
    console.log(
      `build: ${(now.build.seconds - before.build.seconds).toFixed(1)} s, ${now.build.peakMemoryMiB - before.build.peakMemoryMiB} MiB`,
    );
  }
  for (const page of now.pages) {
    const old = before.pages.find((p) => p.name === page.name);
    if (!old) continue;
    const d = (a: number, b: number, unit = '') =>
      `${a - b >= 0 ? '+' : ''}${(a - b).toFixed(unit === 'KiB' ? 1 : 0)}${unit}`;
    console.log(
      `${page.name}: JS ${d(page.weight.js / 1024, old.weight.js / 1024, 'KiB')}, HTML ${d(page.weight.html / 1024, old.weight.html / 1024, 'KiB')}, ` +
        `perf ${d(page.lighthouse.performance, old.lighthouse.performance)}, LCP ${d(page.lighthouse.lcp, old.lighthouse.lcp, ' ms')}, TBT ${d(page.lighthouse.tbt, old.lighthouse.tbt, ' ms')}`,
    );
  }
}

if (args['search-only']) {
  const dir = args.dir;
  if (!fs.existsSync(path.join(dir, 'pagefind'))) {
    throw new Error(`${dir}/pagefind not found: build the site first`);
  }
  // A build made without SITE_PRECOMPRESS=1 gets its .gz and .br here (quick when it has them).
  await precompress(dir);
  console.log(
    formatSearchFigures(await withServed(dir, (browser, url) => measureSearch(browser, `${url}/`))),
  );
  process.exit(0);
}

const speed = {
  layer: process.env.SITE_SPEED_LAYER || 'on',
  piecesOff: process.env.SITE_SPEED_OFF ?? '',
};
const result: Result = {date: new Date().toISOString(), speed, build: null, pages: []};
// Compressed as the container's build is (SITE_PRECOMPRESS=1), so nginx serves it alike.
if (!args['skip-build']) {
  result.build = timedBuild('build', {...process.env, SITE_PRECOMPRESS: '1'});
} else await precompress('build');
// The sharing cards of that build, drawn again cold and warm in a process of their own.
const cards = spawnSync('node_modules/.bin/tsx', ['scripts/bench/cards.ts', '--json'], {
  encoding: 'utf8',
});
if (cards.status !== 0) throw new Error(`card bench failed:\n${cards.stderr}`);
// Its line for the reader, then its figures as JSON.
const [cardLine, cardFigures] = cards.stdout.trim().split('\n').slice(-2);
console.log(cardLine);
result.cards = JSON.parse(cardFigures!) as CardBench;
await withServed('build', async (browser, url) => {
  result.search = await measureSearch(browser, `${url}/`);
  for (const page of benchPages('.')) {
    result.pages.push({
      ...page,
      weight: wireWeight(await firstVisit(browser, page.path, {server: url})),
      lighthouse: await lighthouseMedian(`${url}${page.path}`, Number(args.runs)),
    });
  }
});
printTable(result);
console.log(`\n${formatSearchFigures(result.search!)}`);
writeJson(args.out, result);
console.log(`\nFigures written to ${args.out}`);
if (args.compare) {
  printComparison(result, JSON.parse(fs.readFileSync(args.compare, 'utf8')) as Result);
}
