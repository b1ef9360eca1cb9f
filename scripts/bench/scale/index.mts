// npm run bench:scale -- --factor 1 --factor 3 --factor 10 [--out file.json] [--perf]
// (maintaining/scale.md): per factor N, a temporary copy of the site with N times the posts, built
// and measured; the first search is of "rootless".
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {benchPages, timedBuild, wholeNumber} from '../pages.ts';
import {writeJson} from '../../writeJson.ts';
import {createScaledSite, type ScaledSite} from './scaledSite.ts';
import {outputFigures, visitFigures} from './measure.ts';
import {formatTable, rows, verdict, type FactorResult} from './table.ts';

const {values: args} = parseArgs({
  options: {
    factor: {type: 'string', multiple: true, default: ['1']},
    out: {type: 'string', default: 'tests/.tmp/bench-scale.json'},
    perf: {type: 'boolean', default: false},
  },
});
const factors = args.factor.flatMap((f) => f.split(',')).map((f) => wholeNumber('--factor', f, 1));

const repo = process.cwd();
// The same pages at every factor: originals, which every copy holds.
const longestPost = benchPages(repo).find((p) => p.name === 'long blog post')!.path;
const samples = {
  post: longestPost,
  list: '/blogs',
  tag: '/blogs/tags/podman',
  docs: '/docs/installation',
};

// A copy left behind by Ctrl+C would sit in the temp folder: remove it first.
let current: ScaledSite | undefined;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    current?.remove();
    process.exit(130);
  });
}

// Compressed as the container's build is. Rspack's persistent cache is off, so no factor warms the
// next (the copy's node_modules is the repository's).
const buildEnv = {
  ...process.env,
  SITE_PRECOMPRESS: '1',
  DOCUSAURUS_NO_PERSISTENT_CACHE: '1',
  ...(args.perf ? {DOCUSAURUS_PERF_LOGGER: 'true'} : {}),
};
const results: FactorResult[] = [];
const writeFigures = () =>
  writeJson(args.out, {date: new Date().toISOString(), cpus: os.cpus().length, samples, results});
for (const factor of factors) {
  current = createScaledSite(repo, factor);
  try {
    const posts = Object.values(current.posts).reduce((n, p) => n + p.original + p.synthetic, 0);
    console.log(`×${factor}: ${posts} posts in ${current.dir}; building…`);
    const loadAverage = os.loadavg() as [number, number, number];
    const logFile = `${args.out.replace(/\.json$/, '')}.build-x${factor}.log`;
    fs.mkdirSync(path.dirname(logFile), {recursive: true});
    // The cards' 15 MiB total is for this archive; N times the posts draw N times the cards.
    // Each build draws them all, in a cache of its own: cold, as the bundler's cache is.
    const env = {
      ...buildEnv,
      SITE_CARDS_MAX_TOTAL_MIB: String(15 * factor),
      SITE_CARDS_CACHE: path.join(current.dir, '.cards-cache'),
    };
    const build = timedBuild(`build in ${current.dir}`, env, {cwd: current.dir, logFile});
    console.log(
      `×${factor}: built in ${build.seconds.toFixed(1)} s, peak ${build.peakMemoryMiB} MiB; measuring…`,
    );
    const outDir = path.join(current.dir, 'build');
    const output = outputFigures(current.dir, outDir, samples);
    const visits = await visitFigures(outDir, samples, 'rootless');
    results.push({factor, posts, loadAverage, build, output, visits});
    writeFigures(); // after each factor, so a long run stopped half-way keeps what it measured
  } finally {
    current.remove();
    current = undefined;
  }
}

console.log(`\n${formatTable(results)}`);
console.log(`\nFigures written to ${args.out}`);
const first = results.find((r) => r.factor === 1);
const last = results.reduce((a, b) => (b.factor > a.factor ? b : a));
if (first && last !== first && rows.some((row) => verdict(row, first, last) === 'MISSED')) {
  process.exitCode = 1;
}
