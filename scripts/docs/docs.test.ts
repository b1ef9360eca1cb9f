import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {blocks, ciTime, generatedFiles, repo, testPhases, withBlocks} from './generated';

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
