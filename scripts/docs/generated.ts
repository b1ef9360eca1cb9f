// `npm run docs:generate`: the parts of maintaining/*.md and speed/README.md made from the code.
import fs from 'node:fs';
import path from 'node:path';
import {execFileSync} from 'node:child_process';
import {environmentTable} from '../../config/environment';
import {needs, speedPieces} from '../../speed/index';
import {pinnedFiles, pinnedPackages, pinnedVersions} from '../../speed/upstream';
import {pieceNotes} from '../../speed/pieces';
import type {RecordedFigures} from '../bench/pieceSavings';
import type {RunReport} from '../totals/totals';
import {crawlEvery, listsNightly, listsPerPush} from '../measure/perPush';
import {
  correctionPairs,
  correctionPairsToTest,
  firstQueries,
  firstQueriesToTest,
  typedQueries,
  typedToTest,
  typedTypoQueries,
} from '../measure/searchFigures';

// The parts of the docs that restate the code, made by `npm run docs:generate` between the marks
// <!-- begin generated: NAME --> and <!-- end generated: NAME -->; scripts/docs/docs.test.ts fails
// on a drift.
export const repo = path.resolve(__dirname, '../..');

type Block = {file: string; name: string; render: () => string};

export const ciReportFile = 'maintaining/ci-run.json';

export const read = (file: string) => fs.readFileSync(path.join(repo, file), 'utf8');
/** 1st, 2nd, 3rd, 4th… 11th, 12th, 13th… 21st. */
function ordinal(n: number) {
  const teen = Math.floor(n / 10) % 10 === 1;
  const suffix = ({1: 'st', 2: 'nd', 3: 'rd'} as Record<number, string | undefined>)[n % 10];
  return `${n}${!teen && suffix ? suffix : 'th'}`;
}
const code = (items: string[]) => items.map((i) => `\`${i}\``).join(', ');

type Phase = {when: 'every-push' | 'nightly' | 'TEST_SPEED_OFF' | 'TEST_BASE_URL'; what: string};

/** The parts of `npm test`, as scripts/test.sh announces each with `phase WHEN "WHAT"`. */
export function testPhases(testScript = read('scripts/test.sh')) {
  const phases = [
    ...testScript.matchAll(/\bphase (every-push|nightly|TEST_SPEED_OFF|TEST_BASE_URL) "([^"]+)"/g),
  ].map(([, when, what]) => ({when, what}) as Phase);
  if (phases.length < 3) {
    throw new Error(
      `scripts/test.sh: found ${phases.length} lines \`phase WHEN "WHAT"\`, expected one for each part of the run`,
    );
  }
  return phases;
}

/**
 * maintaining/testing.md, "What runs where": the parts of the run, then what the browser tests
 * sample per push.
 */
export function whatRunsWhere() {
  const perPush = {
    'every-push': 'yes',
    nightly: '—',
    TEST_SPEED_OFF: '— (`TEST_SPEED_OFF=1` adds it)',
    TEST_BASE_URL: '— (`TEST_BASE_URL=/podman.io-previews/pr-1/` adds it)',
  };
  // The nightly run's unit tests, each by name, where the phase says which files it runs.
  const nightlyTests = execFileSync('git', ['ls-files', '*.nightly.test.ts'], {cwd: repo})
    .toString()
    .trim()
    .split('\n');
  // Paths and file names in a phase's name read as code.
  const phases = testPhases().map(({when, what}) => {
    const named = what.replace('(*.nightly.test.ts)', `(${nightlyTests.join(', ')})`);
    return `| ${named.replace(/[\w.-]+\/[\w./-]*|[\w.-]+\.(?:ts|mts|mjs|json|sh)\b/g, (p) => `\`${p}\``)} | ${perPush[when]} | yes |`;
  });
  const share = (part: unknown[], all: unknown[], what: string) =>
    `${part.length} of the ${all.length} ${what}`;
  const shares = [
    [
      'site crawl (`site-crawl.spec.ts`)',
      `pages of a kind, and every ${ordinal(crawlEvery)} page made from a template; the dark pass and 320 px on every second of those`,
      'every page, every check',
    ],
    [
      'its crawl of the site without the speed layer (project `speed-off`)',
      'the same pages, without axe',
      'every page, every check',
    ],
    [
      "its crawl under a preview's path (project `base-url`)",
      '—',
      'the per-push pages, without axe',
    ],
    [
      'address forms as GitHub Pages serves them (`github-pages.spec.ts`)',
      'each page at its own address and one other form, the forms in turn',
      'every form of each page',
    ],
    [
      'the lists at four widths (`blog-chrome.spec.ts`)',
      code(listsPerPush),
      `and ${code(listsNightly.filter((l) => !listsPerPush.includes(l)))}`,
    ],
    [
      'search: first-query bytes',
      `${share(firstQueriesToTest(false), firstQueries, 'queries')} (every 24th, and the 3 of most words)`,
      `all ${firstQueries.length}`,
    ],
    [
      'search: what a correction adds to a first query',
      share(correctionPairsToTest(false), correctionPairs, 'pairs'),
      `all ${correctionPairs.length}`,
    ],
    [
      'search: time to results on a slowed CPU',
      `${share(typedToTest(typedQueries, false), typedQueries, 'clean queries')}, ${share(typedToTest(typedTypoQueries, false), typedTypoQueries, 'misspelled')}`,
      `all ${typedQueries.length + typedTypoQueries.length}`,
    ],
  ].map((row) => `| ${row.join(' | ')} |`);
  return [
    '| part of the run (`scripts/test.sh`) | every push and pull request | nightly (`TEST_NIGHTLY=1`) |',
    '| --- | --- | --- |',
    ...phases,
    '',
    'Where a spec samples, per push (`scripts/measure/perPush.ts`, `scripts/measure/searchFigures.ts`):',
    '',
    '| what | per push | nightly |',
    '| --- | --- | --- |',
    ...shares,
  ].join('\n');
}

/** maintaining/testing.md, "CI's time": the figures of the run in maintaining/ci-run.json. */
export function ciTime(report: RunReport = JSON.parse(read(ciReportFile)) as RunReport) {
  const s = (n: number) => `${n.toLocaleString('en-US')} s`;
  const {'whole run': whole, ...phases} = report.seconds;
  if (whole === undefined) throw new Error(`${ciReportFile}: no "whole run" in its seconds`);
  const parts = Object.entries(phases).map(([name, seconds]) => {
    const suite = report.suites[name];
    return `${name} ${s(seconds)}${suite ? ` (${suite.passed + suite.failed} tests)` : ''}`;
  });
  const flaky = report.flaky ?? [];
  return [
    `Of ${report.commit} (${report.date}${report.nightly ? ', nightly' : ''}): \`${report.passed} passed, ${report.failed} failed\` in ${s(whole)}`,
    `(${(whole / 60).toFixed(1)} min); ${parts.join(', ')}.`,
    ...(flaky.length ? [`Passed only on a retry: ${flaky.join('; ')}.`] : []),
  ].join('\n');
}

/**
 * speed/README.md, "Pieces": each piece, its folder, the piece it needs and its pins; then what is
 * pinned though no piece.
 */
export function speedPiecesTable() {
  const filesOf = (name: string) => pinnedFiles.filter((f) => f.piece === name);
  const pins = (name: string) => [
    ...filesOf(name).map((f) => `\`${f.file}\``),
    ...pinnedPackages.filter((p) => p.piece === name).map((p) => `the package \`${p.name}\``),
  ];
  const rows = speedPieces.map((piece) => {
    if (!fs.existsSync(path.join(repo, 'speed', piece))) {
      throw new Error(`speed/pieceNames.ts: the piece ${piece} has no folder speed/${piece}/`);
    }
    return `| \`${piece}\` | \`${piece}/\` | ${needs[piece] ? `\`${needs[piece]}\`` : ''} | ${pins(piece).join(', ')} |`;
  });
  const usedBy = (name: string) => {
    const uses = new Set(
      filesOf(name)
        .flatMap((f) => f.usedBy ?? [])
        .map((u) => `\`${u.file}\``),
    );
    return uses.size ? `; imported by ${[...uses].join(', ')}` : '';
  };
  const others = [...new Set(pinnedFiles.map((f) => f.piece))].filter(
    (name) => !(speedPieces as readonly string[]).includes(name),
  );
  return [
    `Versions pinned (\`upstream.lock.json\`): ${Object.entries(pinnedVersions)
      .map(([name, version]) => `${name} ${version}`)
      .join(', ')}.`,
    '',
    '| piece (SITE_SPEED_OFF name) | code | needs | pinned upstream files (under node_modules/) |',
    '| --- | --- | --- | --- |',
    ...rows,
    '',
    `Pinned too, though no piece, and checked with the layer on or off (the build cache's only while the bundler keeps a persistent cache, which DOCUSAURUS_NO_PERSISTENT_CACHE leaves out): ${others.map((name) => `${name} (${pins(name).join(', ')}${usedBy(name)})`).join('; ')}.`,
  ].join('\n');
}

/**
 * speed/README.md, "What each piece saves": speed/figures.json, with what each piece is kept for
 * and when it retires.
 */
export function speedFiguresTable(
  run: RecordedFigures = JSON.parse(read('speed/figures.json')) as RecordedFigures,
) {
  const per = (values: number[], unit: (n: number) => string) => values.map(unit).join(' / ');
  const rows = speedPieces.map((piece) => {
    const figures = run.pieces[piece];
    if (!figures) {
      throw new Error(
        `speed/figures.json has no figures for ${piece}: record a run (npm run bench:pieces -- --script-time 8 --record)`,
      );
    }
    const notes = pieceNotes[piece];
    const leftOut =
      figures.leftOut === piece
        ? ''
        : ` (left out with ${figures.leftOut.split(',').slice(1).join(', ')})`;
    return `| \`${piece}\`${leftOut} | ${notes.keptFor} | ${per(figures.bytesSaved, (b) => (b / 1024).toFixed(1))} | ${per(figures.msSaved, (ms) => ms.toFixed(0))} | ${notes.does} | ${notes.retiresWhen} |`;
  });
  return [
    `From \`${run.command}\` on ${run.date.slice(0, 10)} (commit ${run.commit}; ${run.visits} first visits per page type and build, in turns; load average ${run.loadAverage.before} before, ${run.loadAverage.after} after). Page types: ${run.pages.join(' / ')}. Saved: the build without the piece minus the full build.`,
    '',
    '| piece | kept for | first-load JS saved, KiB | main-thread script time saved, ms | what it does | retires when |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}

/**
 * The pieces the hand-written table of speed/README.md (the one with the column "replaces or
 * hooks") has a row for, in its order.
 */
export function describedPieces(readme = read('speed/README.md')) {
  const lines = readme.split('\n');
  const header = lines.findIndex(
    (line) => line.startsWith('|') && line.includes('replaces or hooks'),
  );
  if (header < 0) throw new Error('speed/README.md: no table with the column "replaces or hooks"');
  const rows = lines.slice(header + 2);
  const end = rows.findIndex((line) => !line.startsWith('|'));
  return rows
    .slice(0, end < 0 ? undefined : end)
    .map((row) => row.split('|')[1]!.trim().replace(/`/g, ''));
}

export const blocks: Block[] = [
  {file: 'maintaining/environment.md', name: 'environment variables', render: environmentTable},
  {file: 'maintaining/testing.md', name: 'what runs where', render: whatRunsWhere},
  {file: 'maintaining/testing.md', name: "CI's time", render: () => ciTime()},
  {file: 'speed/README.md', name: 'speed pieces', render: speedPiecesTable},
  {file: 'speed/README.md', name: 'speed figures', render: () => speedFiguresTable()},
];

/**
 * `text` (the Markdown file `file`) with each of its blocks made afresh; a block without its two
 * marks is an error naming the file.
 */
export function withBlocks(
  file: string,
  text: string,
  ofFile: Block[] = blocks.filter((b) => b.file === file),
) {
  for (const block of ofFile) {
    const begin = `<!-- begin generated: ${block.name} -->`;
    const end = `<!-- end generated: ${block.name} -->`;
    const from = text.indexOf(begin);
    const to = text.indexOf(end);
    if (from < 0 || to < from) {
      throw new Error(`${file}: no "${begin}" … "${end}" region for npm run docs:generate to fill`);
    }
    text = `${text.slice(0, from + begin.length)}\n${block.render()}\n${text.slice(to)}`;
  }
  return text;
}

/** The files with generated blocks. */
export const generatedFiles = () => [...new Set(blocks.map((b) => b.file))];
