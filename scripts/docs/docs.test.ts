import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {blocks, ciTime, generatedFiles, measuredPieces, repo, speedPiecesTable, testPhases, withBlocks} from './generated';
import {speedPieces} from '../../speed/index';
import {docFiles, docProblems, readRepository, type Repository} from './prose';

const small: Repository = {
  exists: (p) => ['scripts', 'scripts/bench', 'scripts/bench/index.mts', 'speed', 'speed/page-template', 'speed/page-template/ssrTemplate.ts'].includes(p),
  baseNames: new Set(['index.mts', 'ssrTemplate.ts']),
  scripts: new Set(['bench', 'docs:generate']),
  outputs: ['tests/.tmp', 'build-test'],
};

test('a doc may name only paths of the repository, scripts of package.json, no retired name, nothing outside', () => {
  const text = [
    '`scripts/bench/index.mts` and `scripts/bench/gone.ts`; `page-template/ssrTemplate.ts` from speed/;',
    '`lib/client/clientEntry.js` is upstream, `tests/.tmp/x.json` and `build-test/` are outputs, `assets/js/<id>.js` a pattern;',
    '`ssrTemplate.ts`, `gone.ts`; npm run bench, `npm run bench:gone`; npm run env:doc;',
    'run `python3 ../shared/checks/originality.py`, see [the guide](../../GUIDE.md) or /work/shared/SPEC.md.',
  ].join('\n');
  assert.deepEqual(docProblems('speed/README.md', text, small), [
    'speed/README.md:1: `scripts/bench/gone.ts` is not in the repository',
    'speed/README.md:3: `gone.ts` is no file of the repository',
    'speed/README.md:3: "npm run bench:gone" names no script of package.json',
    'speed/README.md:3: "npm run env:doc" names no script of package.json',
    'speed/README.md:3: "env:doc" is gone from the repository',
    'speed/README.md:4: "../../GUIDE.md" points outside the repository',
    'speed/README.md:4: "../shared/checks/originality.py" points outside the repository',
    'speed/README.md:4: "/work/shared/SPEC.md" points outside the repository',
  ]);
});

test('every Markdown file outside the content holds to the repository', () => {
  const repository = readRepository();
  const files = docFiles();
  assert.ok(files.includes('README.md') && files.includes('maintaining/testing.md'), `docs found: ${files.join(', ')}`);
  assert.deepEqual(
    files.flatMap((file) => docProblems(file, fs.readFileSync(path.join(repo, file), 'utf8'), repository)),
    [],
  );
});

test('a generated block is filled between its marks; a file without them is named', () => {
  const block = {file: 'x.md', name: 'list', render: () => 'new'};
  assert.equal(withBlocks('x.md', 'a\n<!-- begin generated: list -->\nold\n<!-- end generated: list -->\nb', [block]), 'a\n<!-- begin generated: list -->\nnew\n<!-- end generated: list -->\nb');
  assert.throws(() => withBlocks('x.md', 'a\nb', [block]), /^Error: x\.md: no "<!-- begin generated: list -->"/);
});

test('the generated parts of the docs are what their sources give (npm run docs:generate writes them)', () => {
  assert.ok(blocks.length >= 3);
  for (const file of generatedFiles()) {
    const text = fs.readFileSync(path.join(repo, file), 'utf8');
    assert.equal(text, withBlocks(file, text), `${file} differs from its sources: run npm run docs:generate`);
  }
});

test('"What runs where" reads each part of the run from scripts/test.sh, and CI\'s time from a run\'s report', () => {
  const phases = testPhases();
  assert.ok(phases.some((p) => p.when === 'every-push' && /browser tests/.test(p.what)));
  assert.ok(phases.some((p) => p.when === 'nightly' && /dev server/.test(p.what)));
  assert.ok(phases.some((p) => p.when === 'TEST_SPEED_OFF'));
  assert.throws(() => testPhases('echo "== checks"'), /scripts\/test\.sh: found 0 lines/);
  const report = {commit: 'abc1234', date: '2026-01-02', nightly: false, passed: 9, failed: 1, skipped: 0, suites: {'browser tests': {passed: 7, failed: 1, skipped: 0}}, seconds: {checks: 80, 'browser tests': 700, 'whole run': 1100}};
  assert.equal(ciTime(report), 'Of abc1234 (2026-01-02): `9 passed, 1 failed` in 1,100 s\n(18.3 min); checks 80 s, browser tests 700 s (8 tests).');
  assert.throws(() => ciTime({...report, seconds: {checks: 1}}), /no "whole run"/);
});

test('the pieces table of speed/README.md has a row for each piece, and the measured table one for each piece and no other', () => {
  const generated = speedPiecesTable();
  for (const piece of speedPieces) assert.match(generated, new RegExp(`^\\| \`${piece}\` \\| \`${piece}/\` \\|`, 'm'));
  assert.match(generated, /\| `stepped-start` \| `stepped-start\/` \| `route-data` \| `@docusaurus\/core\/lib\/client\/clientEntry\.js`/);
  assert.deepEqual([...measuredPieces()].sort(), [...speedPieces].sort());
  const readme = '| piece | median TBT saved, ms |\n| --- | --- |\n| `route-data` | 1 |\n| `slim-prism` | 2 |\n\nafter\n| x | y |';
  assert.deepEqual(measuredPieces(readme), ['route-data', 'slim-prism']);
  assert.throws(() => measuredPieces('no table'), /speed\/README\.md: no table with the column "median TBT saved"/);
});
