// npm run drill:next [-- --dir DIR] [--versions common|each-newest] [--only piece,piece] [--visits
// N] [--update-doc] The Docusaurus 4 drill (speed/DRILL.md), in a scratch copy of the repository
// whose own package-lock.json and node_modules are never touched. Exits 1 when the layer-off build
// or its specs fail, or a piece fails without its name.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {execFileSync, spawnSync} from 'node:child_process';
import {parseArgs} from 'node:util';
import {
  chooseVersions,
  copyTrackedFiles,
  docusaurusPackages,
  switchDocusaurus,
} from './versions.ts';
import {withBlocks} from '../docs/generated.ts';
import {judge, verdictTable, type PageWeight, type PieceRun, type Verdict} from './verdict.ts';
import {benchPages, median, weighPages, wholeNumber, withChromium} from '../bench/pages.ts';
import {writeJson} from '../writeJson.ts';
import {headCommit} from '../headCommit.ts';
import {mainThreadOnce} from '../bench/mainThread.ts';
import {inTurns} from '../bench/inTurns.ts';
import {needs, piecesOff, speedPieces, type SpeedPiece} from '../../speed/index.ts';
import {pieceNotes} from '../../speed/pieces.ts';
import {installedVersion, sha256} from '../../speed/pins.ts';
import {closingLine, countPlaywright, type Counts} from '../totals/totals.ts';

const {values: args} = parseArgs({
  options: {
    dir: {type: 'string', default: path.join(os.tmpdir(), 'podman-site-drill-next')},
    versions: {type: 'string', default: 'common'},
    only: {type: 'string', default: ''},
    visits: {type: 'string', default: '6'},
    'update-doc': {type: 'boolean', default: false},
  },
});
if (args.versions !== 'common' && args.versions !== 'each-newest') {
  throw new Error(`--versions takes common or each-newest, not "${args.versions}"`);
}
const repo = path.resolve(import.meta.dirname, '../..');
const scratch = path.resolve(args.dir);
if (
  scratch === repo ||
  (scratch.startsWith(`${repo}${path.sep}`) && !scratch.startsWith(path.join(repo, 'tests/.tmp')))
) {
  throw new Error(`--dir must be outside the repository or under tests/.tmp, not ${scratch}`);
}
const pieces: SpeedPiece[] = args.only ? [...piecesOff(args.only)] : [...speedPieces];
const visits = wholeNumber('--visits', args.visits, 0);
const logs = path.join(scratch, 'drill-logs');
const started = Date.now();
const distinct = (versions: Record<string, string>) =>
  [...new Set(Object.values(versions))].join(', ');
const seconds = (since: number) => Math.round((Date.now() - since) / 1000);
const firstLine = (error: Error) => error.message.split('\n')[0];
const lockHash = () => sha256(path.join(repo, 'package-lock.json'));
const repoLock = lockHash();

/**
 * Runs `command` in the scratch copy on the Node of .nvmrc; its output goes to
 * drill-logs/<log>.log.
 */
function inScratch(command: string[], log: string, env: Record<string, string> = {}) {
  const file = path.join(logs, `${log}.log`);
  const fd = fs.openSync(file, 'w');
  const since = Date.now();
  // The layer's switches come only from `env`, never from the caller's shell (undefined: left out).
  const switches = {
    SITE_SPEED_LAYER: undefined,
    SITE_SPEED_OFF: undefined,
    SITE_SPEED_PINS: undefined,
    SITE_FIXTURES: undefined,
  };
  const result = spawnSync(
    'bash',
    ['-c', '. scripts/ensure-node.sh >&2 && exec "$@"', 'bash', ...command],
    {
      cwd: scratch,
      stdio: ['ignore', fd, fd],
      env: {...process.env, ...switches, FORCE_COLOR: '0', NO_COLOR: '1', ...env},
    },
  );
  fs.closeSync(fd);
  return {ok: result.status === 0, output: fs.readFileSync(file, 'utf8'), seconds: seconds(since)};
}

// What is tried, read when the drill starts (the copy is made from it).
const dirty =
  execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], {
    cwd: repo,
    encoding: 'utf8',
  }).trim() !== '';
const commit = `${headCommit(repo)}${dirty ? ' (with uncommitted changes)' : ''}`;
const step = (what: string) => console.log(`\n== ${what} (${seconds(started)} s into the drill)`);

step('choosing the Docusaurus 4 versions');
const manifest = JSON.parse(fs.readFileSync(path.join(repo, 'package.json'), 'utf8')) as Parameters<
  typeof switchDocusaurus
>[0];
const available = Object.fromEntries(
  docusaurusPackages(manifest).map((name) => {
    // npm prints a package with a single version as a string, not a list.
    const versions = JSON.parse(
      execFileSync('npm', ['view', name, 'versions', '--json'], {encoding: 'utf8'}),
    ) as string | string[];
    return [name, typeof versions === 'string' ? [versions] : versions];
  }),
);
const choice = chooseVersions(available, 4, args.versions);
console.log(
  `${distinct(choice.versions)} (${choice.rule === 'common' ? 'the newest every package has' : "each package's newest"})`,
);

step(`copying the tracked files to ${scratch}`);
console.log(`${copyTrackedFiles(repo, scratch)} files`);
fs.mkdirSync(logs, {recursive: true});
writeJson(path.join(scratch, 'package.json'), switchDocusaurus(manifest, choice.versions));

// A peer range the prerelease sets and the site does not meet is noted, then set aside.
step('installing');
let install = inScratch(['npm', 'install', '--no-audit', '--no-fund'], 'install');
const peerConflicts = install.ok
  ? []
  : [...install.output.matchAll(/^npm error (peer \S+ from \S+)/gm)].map((m) => m[1]!);
if (!install.ok && /ERESOLVE/.test(install.output)) {
  console.log(`peer conflicts: ${peerConflicts.join('; ')}; installing with --legacy-peer-deps`);
  install = inScratch(
    ['npm', 'install', '--no-audit', '--no-fund', '--legacy-peer-deps'],
    'install',
  );
}
if (!install.ok) throw new Error(`the install failed: ${path.join(logs, 'install.log')}`);
const installed = Object.fromEntries(
  docusaurusPackages(manifest).map((name) => [
    name,
    installedVersion(path.join(scratch, 'node_modules'), name)!,
  ]),
);
const nodeVersion = inScratch(['node', '--version'], 'node-version')
  .output.trim()
  .split('\n')
  .at(-1)!;
console.log(`installed in ${install.seconds} s on Node ${nodeVersion}: ${distinct(installed)}`);

const result = {
  date: new Date(started).toISOString(),
  commit,
  node: nodeVersion,
  versions: installed,
  rule: choice.rule,
  peerConflicts,
  off: {
    built: false,
    seconds: 0,
    warnings: [] as string[],
    // The layer-off specs as `npm test` counts them (a retried pass among the passed), and seconds.
    specs: undefined as (Counts & {seconds: number}) | undefined,
  },
  runs: [] as PieceRun[],
  verdicts: [] as Verdict[],
  offPages: undefined as PageWeight[] | undefined,
};

/** The five page types of the bench, weighed on one build of the scratch copy. */
const weigh = (buildDir: string) => weighPages(scratch, path.join(scratch, buildDir), 20_000);

/**
 * Median main-thread script time per page type of the piece's build and of the layer-off build,
 * visited in turns.
 */
async function time(buildDir: string) {
  const pages = benchPages(scratch);
  const samples = pages.map(() => [[], []] as number[][]);
  const dirs = [buildDir, 'build-test-off'].map((dir) => path.join(scratch, dir));
  const record = (p: number, b: number, figures: {script: number}) =>
    samples[p]![b]!.push(figures.script);
  await withChromium((browser) =>
    inTurns(
      'script time',
      dirs,
      pages.map((page) => page.path),
      visits,
      (url) => mainThreadOnce(browser, url),
      record,
    ),
  );
  const medians = (b: number) =>
    Object.fromEntries(pages.map((page, p) => [page.name, median(samples[p]![b]!)]));
  return {on: medians(0), off: medians(1), visits};
}

/**
 * Writes what the drill found so far (after each step, so an interrupted drill keeps it); returns
 * it as markdown.
 */
function report() {
  // The specs run, and are counted, only once the layer-off build passed.
  const specs = result.off.specs;
  const offLine = !specs
    ? `Layer off: the build FAILED (log: drill-logs/build-off.log in the scratch copy); nothing else was tried.`
    : `Layer off (\`SITE_SPEED_LAYER=off SITE_FIXTURES=1\`): built in ${result.off.seconds} s with ${result.off.warnings.length} warnings; routes, chrome, states and the crawl sample (project speed-off): ${specs.passed - specs.flaky.length} passed, ${specs.flaky.length} passed on a retry, ${specs.failed} failed${specs.skipped ? `, ${specs.skipped} skipped` : ''} in ${specs.seconds} s${specs.problems.length ? ` (${specs.problems.join('; ')})` : ''}.`;
  const markdown = [
    `Drill of ${result.date.slice(0, 16).replace('T', ' ')} UTC on ${result.commit}, Node ${result.node}, @docusaurus/* ${distinct(installed)} (${result.rule === 'common' ? 'the newest 4.x every package has' : "each package's newest 4.x"}).`,
    result.peerConflicts.length
      ? `Installed with \`--legacy-peer-deps\`: ${result.peerConflicts.join('; ')}.`
      : 'Installed without peer conflicts.',
    '',
    offLine,
    '',
    ...(result.verdicts.length
      ? [
          `Layer on, one piece at a time (the piece and what it needs on, \`SITE_SPEED_OFF\` listing the others); savings against the layer-off build:`,
          '',
          verdictTable(
            result.verdicts,
            result.offPages!.map((p) => p.name),
          ),
        ]
      : []),
    ...(result.offPages && result.verdicts.length < pieces.length
      ? ['', `Pieces judged so far: ${result.verdicts.length} of ${pieces.length}.`]
      : []),
  ].join('\n');
  writeJson(path.join(repo, 'tests/.tmp/drill-next.json'), result);
  fs.writeFileSync(path.join(repo, 'tests/.tmp/drill-next.md'), `${markdown}\n`);
  if (args['update-doc']) {
    const doc = path.join(repo, 'speed/DRILL.md');
    fs.writeFileSync(
      doc,
      withBlocks('speed/DRILL.md', fs.readFileSync(doc, 'utf8'), [
        {file: 'speed/DRILL.md', name: 'latest drill', render: () => markdown},
      ]),
    );
  }
  return markdown;
}

step('building without the speed layer (SITE_SPEED_LAYER=off, SITE_FIXTURES=1)');
// Without pins: on another major the pins of the site's own reach into Docusaurus stop this build
// too.
const offBuild = inScratch(
  ['node_modules/.bin/docusaurus', 'build', '--out-dir', 'build-test-off'],
  'build-off',
  {SITE_SPEED_LAYER: 'off', SITE_FIXTURES: '1', SITE_SPEED_PINS: 'off'},
);
Object.assign(result.off, {
  built: offBuild.ok,
  seconds: offBuild.seconds,
  warnings: offBuild.output.split('\n').filter((line) => line.startsWith('[WARNING]')),
});
console.log(
  `${offBuild.ok ? 'built' : 'FAILED'} in ${offBuild.seconds} s, ${result.off.warnings.length} warnings (log: ${path.join(logs, 'build-off.log')})`,
);
if (offBuild.ok) {
  step('routes, chrome, states and the crawl sample on it (Playwright project speed-off)');
  // The speed-off project reads the sitemap from build-test/ and Playwright serves that folder too:
  // the same build.
  fs.rmSync(path.join(scratch, 'build-test'), {recursive: true, force: true});
  fs.symlinkSync('build-test-off', path.join(scratch, 'build-test'));
  // One retry, as CI gives (playwright.config.ts): on a loaded machine a page can miss a 15-30 s
  // wait; a second failure counts.
  const specs = inScratch(
    ['node_modules/.bin/playwright', 'test', '--project', 'speed-off', '--retries', '1'],
    'specs-off',
    {TEST_SPEED_OFF: '1'},
  );
  const report = path.join(scratch, 'tests/.tmp/playwright.json');
  const counts = countPlaywright(
    'speed-off',
    fs.existsSync(report) ? fs.readFileSync(report, 'utf8') : undefined,
  );
  result.off.specs = {...counts, seconds: specs.seconds};
  console.log(
    `${closingLine(counts)} (${counts.flaky.length} on a retry) in ${specs.seconds} s (log: ${path.join(logs, 'specs-off.log')})`,
  );
  result.offPages = await weigh('build-test-off');
}
report();

for (const piece of result.offPages ? pieces : []) {
  const on = [piece, ...(needs[piece] ? [needs[piece]] : [])];
  step(`building with only ${on.join(' and ')} on`);
  const build = inScratch(
    ['node_modules/.bin/docusaurus', 'build', '--out-dir', 'build-drill-piece'],
    `build-${piece}`,
    {
      SITE_FIXTURES: '1',
      SITE_SPEED_OFF: speedPieces.filter((p) => !on.includes(p)).join(','),
      // The pins name every piece on another major; what is judged is each piece's own guard.
      SITE_SPEED_PINS: 'off',
    },
  );
  const run: PieceRun = {piece, on, built: build.ok, output: build.output};
  if (build.ok) {
    run.pages = await weigh('build-drill-piece').catch(
      (error: Error) => void (run.pageError = firstLine(error)),
    );
    if (run.pages && pieceNotes[piece].keptFor === 'time') {
      if (visits === 0) run.timeError = '--visits 0';
      else {
        run.script = await time('build-drill-piece').catch(
          (error: Error) => void (run.timeError = firstLine(error)),
        );
      }
    }
  }
  fs.rmSync(path.join(scratch, 'build-drill-piece'), {recursive: true, force: true});
  const verdict = judge(run, result.offPages!);
  result.runs.push({...run, output: `(${path.join(logs, `build-${piece}.log`)})`});
  result.verdicts.push(verdict);
  console.log(`${verdict.outcome} after ${build.seconds} s: ${verdict.detail}`);
  report();
}

if (lockHash() !== repoLock) {
  throw new Error(
    "the repository's package-lock.json changed during the drill: the drill must only change the scratch copy's",
  );
}
console.log(
  `\n${report()}\n\n(${seconds(started)} s; written to tests/.tmp/drill-next.md${args['update-doc'] ? ' and speed/DRILL.md' : ''})`,
);

const guardsMissed = result.verdicts.filter(
  (v) => v.outcome === 'stops without its name' || v.outcome === 'breaks pages',
);
process.exit(
  !result.off.built || !result.off.specs || result.off.specs.failed > 0 || guardsMissed.length > 0
    ? 1
    : 0,
);
