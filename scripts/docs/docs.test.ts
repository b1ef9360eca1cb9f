// Tests: the repository's Markdown names only what exists, and its generated parts are up to date.
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {
  blocks,
  ciTime,
  generatedFiles,
  describedPieces,
  repo,
  speedFiguresTable,
  speedPiecesTable,
  testPhases,
  whatRunsWhere,
  withBlocks,
} from './generated';
import {speedPieces} from '../../speed/index';
import {docFiles, docProblems, readRepository, type Repository} from './prose';

const small: Repository = {
  exists: (p) =>
    [
      'scripts',
      'scripts/bench',
      'scripts/bench/index.mts',
      'speed',
      'speed/page-template',
      'speed/page-template/ssrTemplate.ts',
    ].includes(p),
  baseNames: new Set(['index.mts', 'ssrTemplate.ts']),
  scripts: new Set(['bench', 'docs:generate']),
  outputs: ['tests/.tmp', 'build-test'],
};

test('names in a doc whatever is not of the repository or package.json', () => {
  const text = [
    '`scripts/bench/index.mts` and `scripts/bench/gone.ts`; `page-template/ssrTemplate.ts` from speed/;',
    '`lib/client/clientEntry.js` is upstream, `tests/.tmp/x.json` and `build-test/` are outputs, `assets/js/<id>.js` a pattern;',
    '`ssrTemplate.ts`, `gone.ts`; npm run bench, `npm run bench:gone`; npm run env:doc;',
    'run `python3 ../sibling/checks/check.py`, see [the guide](../../GUIDE.md) or /work/sibling/SPEC.md.',
  ].join('\n');
  assert.deepEqual(docProblems('speed/README.md', text, small), [
    'speed/README.md:1: `scripts/bench/gone.ts` is not in the repository',
    'speed/README.md:3: `gone.ts` is no file of the repository',
    'speed/README.md:3: "npm run bench:gone" names no script of package.json',
    'speed/README.md:3: "npm run env:doc" names no script of package.json',
    'speed/README.md:3: "env:doc" is gone from the repository',
    'speed/README.md:4: "../../GUIDE.md" points outside the repository',
    'speed/README.md:4: "../sibling/checks/check.py" points outside the repository',
    'speed/README.md:4: "/work/sibling/SPEC.md" points outside the repository',
  ]);
});

test('holds every Markdown file outside the content to the repository', () => {
  const repository = readRepository();
  const files = docFiles();
  assert.ok(
    files.includes('README.md') && files.includes('maintaining/testing.md'),
    `docs found: ${files.join(', ')}`,
  );
  assert.deepEqual(
    files.flatMap((file) =>
      docProblems(file, fs.readFileSync(path.join(repo, file), 'utf8'), repository),
    ),
    [],
  );
});

test('fills a generated block between its marks', () => {
  const block = {file: 'x.md', name: 'list', render: () => 'new'};
  assert.equal(
    withBlocks('x.md', 'a\n<!-- begin generated: list -->\nold\n<!-- end generated: list -->\nb', [
      block,
    ]),
    'a\n<!-- begin generated: list -->\nnew\n<!-- end generated: list -->\nb',
  );
});

test('names a file without the marks of its generated block', () => {
  const block = {file: 'x.md', name: 'list', render: () => 'new'};
  assert.throws(
    () => withBlocks('x.md', 'a\nb', [block]),
    /^Error: x\.md: no "<!-- begin generated: list -->"/,
  );
});

test('keeps every generated block what its sources give', () => {
  assert.ok(blocks.length >= 3);
  for (const file of generatedFiles()) {
    const text = fs.readFileSync(path.join(repo, file), 'utf8');
    assert.equal(
      text,
      withBlocks(file, text),
      `${file} differs from its sources: run npm run docs:generate`,
    );
  }
});

test('reads each part of the run from scripts/test.sh', () => {
  const phases = testPhases();
  assert.ok(phases.some((p) => p.when === 'every-push' && /browser tests/.test(p.what)));
  assert.ok(phases.some((p) => p.when === 'nightly' && /dev server/.test(p.what)));
  assert.ok(phases.some((p) => p.when === 'TEST_SPEED_OFF'));
  assert.throws(() => testPhases('echo "== checks"'), /scripts\/test\.sh: found 0 lines/);
});

test("writes CI's time from a run's report", () => {
  const report = {
    commit: 'abc1234',
    date: '2026-01-02',
    nightly: false,
    passed: 9,
    failed: 1,
    skipped: 0,
    suites: {'browser tests': {passed: 7, failed: 1, skipped: 0}},
    seconds: {checks: 80, 'browser tests': 700, 'whole run': 1100},
  };
  assert.equal(
    ciTime(report),
    'Of abc1234 (2026-01-02): `9 passed, 1 failed` in 1,100 s\n(18.3 min); checks 80 s, browser tests 700 s (8 tests).',
  );
  assert.match(
    ciTime({...report, flaky: ['browser tests: [chromium] a.spec.ts › b']}),
    /\nPassed only on a retry: browser tests: \[chromium\] a\.spec\.ts › b\.$/,
  );
  assert.throws(() => ciTime({...report, seconds: {checks: 1}}), /no "whole run"/);
});

test('names each nightly-only unit test among the phases of the run', () => {
  const nightlyRow = whatRunsWhere()
    .split('\n')
    .find((row) => row.startsWith('| nightly unit tests'));
  for (const file of [
    'speed/waysOut.nightly.test.ts',
    'scripts/preview-post/linkCheck.nightly.test.ts',
  ]) {
    assert.ok(nightlyRow?.includes(`\`${file}\``), `${file} in ${nightlyRow}`);
  }
});

test('gives each speed piece a row of the pieces table, with its pins', () => {
  const generated = speedPiecesTable();
  for (const piece of speedPieces) {
    assert.match(generated, new RegExp(`^\\| \`${piece}\` \\| \`${piece}/\` \\|`, 'm'));
  }
  assert.match(
    generated,
    /\| `stepped-start` \| `stepped-start\/` \| `route-data` \| `@docusaurus\/core\/lib\/client\/clientEntry\.js`/,
  );
});

test("describes each speed piece in speed/README.md's table", () => {
  assert.deepEqual([...describedPieces()].sort(), [...speedPieces].sort());
  const readme =
    '| piece | replaces or hooks |\n| --- | --- |\n| `route-data` | 1 |\n| `slim-prism` | 2 |\n\nafter\n| x | y |';
  assert.deepEqual(describedPieces(readme), ['route-data', 'slim-prism']);
  assert.throws(
    () => describedPieces('no table'),
    /speed\/README\.md: no table with the column "replaces or hooks"/,
  );
});

test("gives a recorded run's figures in KiB, naming what a piece goes with", () => {
  const run = {
    date: '2026-11-26T20:00:00Z',
    command: 'npm run bench:pieces -- --script-time 8 --record',
    commit: 'abc1234',
    visits: 8,
    loadAverage: {before: '1.00', after: '2.00'},
    pages: ['home', 'post'],
  };
  const pieces: Record<string, {leftOut: string; bytesSaved: number[]; msSaved: number[]}> =
    Object.fromEntries(
      speedPieces.map((piece) => [
        piece,
        {leftOut: piece, bytesSaved: [2048, 0], msSaved: [21.4, 3]},
      ]),
    );
  pieces['route-data'] = {
    leftOut: 'route-data,stepped-start',
    bytesSaved: [43_315, 43_315],
    msSaved: [1, 2],
  };
  const table = speedFiguresTable({...run, pieces});
  assert.match(
    table,
    /^From `npm run bench:pieces -- --script-time 8 --record` on 2026-11-26 \(commit abc1234; 8 first visits/,
  );
  assert.match(table, /\n\| `slim-prism` \| weight \| 2\.0 \/ 0\.0 \| 21 \/ 3 \|/);
  assert.match(
    table,
    /\n\| `route-data` \(left out with stepped-start\) \| weight \| 42\.3 \/ 42\.3 \|/,
  );
  const {'page-template': _, ...withoutOne} = pieces;
  assert.throws(
    () => speedFiguresTable({...run, pieces: withoutOne}),
    /speed\/figures\.json has no figures for page-template/,
  );
});
