// npm run bench:pieces [-- --only piece,piece] [--out file.json] [--resume] [--script-time N
// [--record]] (maintaining/performance.md): what each piece of the speed layer saves, the site
// built once with every piece on and once per piece with it off. --script-time N keeps every build
// and times N first visits in turns.
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {loadAverage, timedBuild, weighPages, wholeNumber, withChromium} from './pages.ts';
import {writeJson} from '../writeJson.ts';
import {headCommit} from '../headCommit.ts';
import {
  pieceSavings,
  recordedFigures,
  removableSavers,
  savingsTable,
  smallSavers,
  SMALL_SAVING_BYTES,
  SMALL_SAVING_SCRIPT_MS,
  type PieceBuild,
} from './pieceSavings.ts';
import {mainThreadOnce} from './mainThread.ts';
import {inTurns} from './inTurns.ts';
import {needs, piecesOff, speedPieces, type SpeedPiece} from '../../speed/index.ts';

const {values: args} = parseArgs({
  options: {
    only: {type: 'string', default: ''},
    out: {type: 'string', default: 'tests/.tmp/bench-pieces.json'},
    resume: {type: 'boolean', default: false},
    'script-time': {type: 'string', default: '0'},
    record: {type: 'boolean', default: false},
  },
});
// Checked as SITE_SPEED_OFF is: an unknown name stops here, naming the pieces.
const pieces = args.only ? [...piecesOff(args.only)] : [...speedPieces];
const visits = wholeNumber('--script-time', args['script-time'], 0);
if (args.record && (!visits || args.only)) {
  throw new Error(
    '--record takes the figures of every piece, timed: use it with --script-time N and without --only',
  );
}
const buildsDir = 'tests/.tmp/bench-pieces-build';
/** Where the build without `off` goes; with --script-time each build is kept for the visits. */
const buildDir = (off: string) => (visits ? path.join(buildsDir, off || 'full') : buildsDir);

/** Builds the site with `off` left out (nothing when empty) and weighs the five page types. */
async function measure(off: string) {
  const label = off ? `without ${off}` : 'with every piece';
  // The production site (no fixture routes), the layer on, less `off` (a variable set to undefined
  // is left out of the build's environment). With --script-time the builds are served by nginx,
  // compressed as the container's build is.
  const env = {
    ...process.env,
    SITE_SPEED_LAYER: undefined,
    SITE_FIXTURES: undefined,
    SITE_SPEED_OFF: off,
    SITE_PRECOMPRESS: visits ? '1' : '0',
  };
  const outDir = buildDir(off);
  fs.rmSync(outDir, {recursive: true, force: true});
  const started = Date.now();
  timedBuild(`the build ${label}`, env, {
    args: ['--out-dir', outDir],
    logFile: `tests/.tmp/bench-pieces-${off || 'full'}.log`,
  });
  const pages = await weighPages('.', outDir);
  console.log(`built and weighed ${label} in ${Math.round((Date.now() - started) / 1000)} s`);
  return {off, pages};
}

fs.mkdirSync('tests/.tmp', {recursive: true});
const result = {
  date: new Date().toISOString(),
  full: undefined as PieceBuild | undefined,
  withoutPieces: [] as PieceBuild[],
  /** Pieces whose build or page loads failed, with the error: no figures for them. */
  failed: {} as Record<string, string>,
  /** The load average when the visits began and ended (--script-time). */
  loadAverage: {before: '', after: ''},
};
const save = () => writeJson(args.out, result);
if (args.resume) {
  if (!fs.existsSync(args.out)) throw new Error(`--resume: no earlier figures at ${args.out}`);
  const earlier = JSON.parse(fs.readFileSync(args.out, 'utf8')) as Partial<typeof result>;
  if (!earlier.full) throw new Error(`--resume: ${args.out} has no figures for the full build`);
  Object.assign(result, {
    date: earlier.date ?? result.date,
    full: earlier.full,
    withoutPieces: earlier.withoutPieces ?? [],
  });
  console.log(
    `resuming ${args.out}: full build and ${result.withoutPieces.length} pieces already measured`,
  );
}
// A piece others need goes out with them (route-data with stepped-start): alone, no page would
// hydrate. With --script-time, a build measured earlier counts only if it is still on disk.
const onDisk = (build: PieceBuild) =>
  !visits || fs.existsSync(path.join(buildDir(build.off), 'index.html'));
if (result.full && !onDisk(result.full)) result.full = undefined;
result.withoutPieces = result.withoutPieces.filter(onDisk);
result.full ??= await measure('');
save();
const leftOut = (piece: SpeedPiece) =>
  [piece, ...(Object.keys(needs) as SpeedPiece[]).filter((p) => needs[p] === piece)].join(',');
for (const piece of pieces) {
  const off = leftOut(piece);
  if (result.withoutPieces.some((build) => build.off === off)) continue;
  // One piece that cannot be left out (its build fails, or a page no longer hydrates) does not cost
  // the others' figures.
  try {
    result.withoutPieces.push(await measure(off));
  } catch (error) {
    result.failed[off] = (error as Error).message;
    console.error(`without ${off}: ${(error as Error).message}`);
  }
  save();
}

/** First visits to every kept build, in turns; the samples go into each build's pages. */
async function timeBuilds(builds: PieceBuild[]) {
  result.loadAverage.before = loadAverage();
  console.log(
    `\nScript time, ${visits} visits per page type on ${builds.length} builds; load average before: ${result.loadAverage.before}`,
  );
  for (const page of builds.flatMap((build) => build.pages)) {
    Object.assign(page, {script: [], blocking: []});
  }
  await withChromium((browser) =>
    inTurns(
      'script time',
      builds.map((build) => buildDir(build.off)),
      builds[0]!.pages.map((page) => page.path),
      visits,
      (url) => mainThreadOnce(browser, url),
      (p, b, figures) => {
        const samples = builds[b]!.pages[p]!;
        samples.script!.push(figures.script);
        samples.blocking!.push(figures.blocking);
      },
      save,
    ),
  );
  result.loadAverage.after = loadAverage();
  console.log(`load average after: ${result.loadAverage.after}`);
}

if (visits) await timeBuilds([result.full, ...result.withoutPieces]);
else fs.rmSync(buildsDir, {recursive: true, force: true});

const savings = pieceSavings(result.full, result.withoutPieces);
console.log(
  `\nFirst-load JS, compressed, saved by each piece (the build without it minus the full build):\n`,
);
const pageNames = result.full.pages.map((p) => p.name);
console.log(savingsTable(savings, pageNames));
const small = smallSavers(savings);
console.log(
  `\nUnder ${SMALL_SAVING_BYTES / 1024} KiB on every page type: ${small.length ? small.join(', ') : 'none'}`,
);
const removable = removableSavers(savings);
if (visits) {
  console.log(
    `\nMedian main-thread script time saved, ms (${visits} first visits; the build without the piece minus the full build):\n`,
  );
  console.log(savingsTable(savings, pageNames, 'script'));
  console.log(
    `\nMedian blocking time saved, ms (each task after the first paint, its CPU time slowed 4×, beyond 50 ms):\n`,
  );
  console.log(savingsTable(savings, pageNames, 'blocking'));
  console.log(
    `\nUnder ${SMALL_SAVING_BYTES / 1024} KiB and under ${SMALL_SAVING_SCRIPT_MS} ms of script time on every page type (to remove): ${removable.length ? removable.join(', ') : 'none'}`,
  );
}
for (const [piece, error] of Object.entries(result.failed)) {
  console.log(`No figures for ${piece}: ${error}`);
}
writeJson(args.out, {...result, savings, small, removable});
console.log(`Figures written to ${path.resolve(args.out)}`);
if (args.record) {
  if (Object.keys(result.failed).length) {
    throw new Error(
      '--record: a piece has no figures (above); speed/figures.json is left as it was',
    );
  }
  const run = {
    date: result.date,
    command: `npm run bench:pieces -- --script-time ${visits} --record`,
    commit: headCommit(),
    visits,
    loadAverage: result.loadAverage,
    pages: pageNames,
  };
  writeJson('speed/figures.json', recordedFigures(run, savings));
  console.log('Recorded in speed/figures.json: run npm run docs:generate for speed/README.md');
}
