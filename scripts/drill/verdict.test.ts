// Tests of scripts/drill/verdict.ts.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {judge, namingLine, verdictTable, type PageWeight, type PieceRun} from './verdict';

const off: PageWeight[] = [
  {name: 'home', js: 200_000, html: 20_000},
  {name: 'docs', js: 250_000, html: 30_000},
];
const weighed = (saved: number): PageWeight[] =>
  off.map((page) => ({...page, js: page.js - saved}));
const run = (over: Partial<PieceRun>): PieceRun => ({
  piece: 'slim-prism',
  on: ['slim-prism'],
  built: true,
  output: '',
  ...over,
});

// Quoting the line.
test('judges a stop naming the piece, or one it needs, a stop by name', () => {
  const output =
    "[INFO] building\n\u001b[31m  ╰─▶   × Error: route-data: expected one chunk-hash map in the runtime's __webpack_require__.u, found 0\u001b[39m\n    at x (speed/route-data/plugin/chunkHashes.ts:65)";
  const verdict = judge(run({piece: 'route-data', on: ['route-data'], built: false, output}), off);
  const detail =
    "route-data: expected one chunk-hash map in the runtime's __webpack_require__.u, found 0";
  assert.deepEqual([verdict.outcome, verdict.detail], ['stops by name', detail]);
  const byNeed = judge(
    run({
      piece: 'stepped-start',
      on: ['stepped-start', 'route-data'],
      built: false,
      output: 'Error: route-data: no route table',
    }),
    off,
  );
  assert.deepEqual(
    [byNeed.outcome, byNeed.detail],
    ['stops by name', 'by route-data, which it needs: route-data: no route table'],
  );
});

test('tells apart a failed build naming no piece (a path is no naming)', () => {
  const output =
    'TypeError: x is not a function\n    at speed/slim-prism/plugin/index.ts:3\nerror Command failed';
  assert.equal(namingLine(output, 'slim-prism'), undefined);
  const verdict = judge(run({built: false, output}), off);
  assert.equal(verdict.outcome, 'stops without its name');
  assert.match(verdict.detail, /error Command failed/);
});

test('says a piece breaks pages when a page did not hydrate', () => {
  const broken = judge(
    run({pageError: 'Timeout 20000ms waiting for html[data-has-hydrated="true"]'}),
    off,
  );
  assert.deepEqual(
    [broken.outcome, broken.detail],
    ['breaks pages', 'Timeout 20000ms waiting for html[data-has-hydrated="true"]'],
  );
});

test('judges a weight piece working from 5 KiB saved somewhere, unneeded below', () => {
  const saving = judge(run({pages: weighed(16 * 1024)}), off);
  assert.deepEqual([saving.outcome, saving.jsSaved], ['works', {home: 16 * 1024, docs: 16 * 1024}]);
  const gone = judge(run({pages: weighed(1024)}), off);
  assert.equal(gone.outcome, 'no longer needed');
  assert.match(gone.detail, /under 5 KiB on every page type/);
});

test('judges a time piece by 20 ms of script time saved, and not untimed', () => {
  const verdict = judge(
    run({
      piece: 'page-template',
      on: ['page-template'],
      pages: weighed(0),
      timeError: 'nginx did not start',
    }),
    off,
  );
  assert.deepEqual(
    [verdict.outcome, verdict.detail],
    ['not judged', 'kept for time, not timed: nginx did not start'],
  );
  assert.equal(verdict.scriptSaved, undefined);
  const timed = (onMs: number[]) => ({
    on: {home: onMs[0]!, docs: onMs[1]!},
    off: {home: 150, docs: 500},
    visits: 6,
  });
  const paying = judge(
    run({
      piece: 'compile-hints',
      on: ['compile-hints'],
      pages: weighed(0),
      script: timed([140, 470]),
    }),
    off,
  );
  assert.deepEqual([paying.outcome, paying.scriptSaved], ['works', {home: 10, docs: 30}]);
  assert.match(paying.detail, /median of 6 first visits per page type and build, in turns/);
  const gone = judge(
    run({
      piece: 'compile-hints',
      on: ['compile-hints'],
      pages: weighed(0),
      script: timed([145, 490]),
    }),
    off,
  );
  assert.equal(gone.outcome, 'no longer needed');
  assert.match(gone.detail, /under 20 ms of script time and 5 KiB on every page type/);
  // Its weight alone keeps it.
  assert.equal(
    judge(
      run({
        piece: 'compile-hints',
        on: ['compile-hints'],
        pages: weighed(6 * 1024),
        script: timed([145, 490]),
      }),
      off,
    ).outcome,
    'works',
  );
});

test('the table has a row per piece with its savings per page type in KiB', () => {
  const table = verdictTable(
    [
      judge(run({pages: weighed(16 * 1024)}), off),
      judge(run({built: false, output: 'slim-prism: hook | matched nothing'}), off),
    ],
    ['home', 'docs'],
  );
  const lines = table.split('\n');
  assert.equal(
    lines[0],
    '| piece | on Docusaurus 4 | first-load JS saved, KiB (home / docs) | script time saved, ms | detail |',
  );
  assert.match(lines[2]!, /^\| `slim-prism` \| works \| 16\.0 \/ 16\.0 \| – \/ – \|/);
  assert.match(
    lines[3]!,
    /^\| `slim-prism` \| stops by name \| – \/ – \| – \/ – \| slim-prism: hook \\\| matched nothing \|$/,
  );
});
