// Tests of bench:scale's table and verdict.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {formatTable, rows, verdict, type FactorResult} from './table';

function result(
  factor: number,
  scale: {seconds: number; memory: number; postJs: number; search: number},
): FactorResult {
  const perPage = {post: scale.postJs, list: 150_000, tag: 150_000, docs: 150_000};
  return {
    factor,
    posts: 272 * factor,
    loadAverage: [1, 2, 3],
    build: {seconds: scale.seconds, peakMemoryMiB: scale.memory},
    output: {
      routes: 570 * factor,
      pages: 600 * factor,
      mainJs: {raw: 400_000, compressed: 110_000},
      pagefind: {files: 10, bytes: 1_000_000},
      html: {post: 50_000, list: 60_000},
    },
    visits: {
      firstLoadJs: perPage,
      htmlTransfer: {post: 12_000, list: 9_000},
      searchQuery: {query: 'x', bytes: scale.search, requests: 5},
    },
  };
}

const row = (label: string) => rows.find((r) => r.label === label)!;
const one = result(1, {seconds: 20, memory: 1000, postJs: 100_000, search: 100_000});

test('targets are judged on the largest factor against factor 1', () => {
  const ten = result(10, {seconds: 199, memory: 4200, postJs: 106_000, search: 149_000});
  assert.equal(verdict(row('build wall s'), one, ten), 'met', '199 s ≤ 10 × 20 s');
  assert.equal(verdict(row('build peak MiB'), one, ten), 'MISSED', '4200 MiB > 4 GiB');
  assert.equal(verdict(row('JS KiB: post'), one, ten), 'MISSED', '+6 % > +5 %');
  assert.equal(verdict(row('first search KiB'), one, ten), 'met', '1.49× ≤ 1.5×');
  assert.equal(verdict(row('routes'), one, ten), '', 'no target, no verdict');
  const slow = result(10, {seconds: 201, memory: 1000, postJs: 100_000, search: 100_000});
  assert.equal(verdict(row('build wall s'), one, slow), 'MISSED', '201 s > 10 × 20 s');
});

test('the table has a column per factor in order, the ratio and the load average', () => {
  const three = result(3, {seconds: 50, memory: 1500, postJs: 101_000, search: 110_000});
  const text = formatTable([three, one]);
  const lines = text.split('\n');
  assert.match(lines[0]!, /^figure\s+×1\s+×3\s+×3\/×1\s+target/);
  assert.match(text, /^build wall s\s+20\.0\s+50\.0\s+2\.50\s+≤ 3×\s+met$/m);
  assert.match(text, /^posts\s+272\s+816\s+3\.00$/m);
  assert.match(lines.at(-1)!, /load average .*×1 1\.00 2\.00 3\.00; ×3/);
  assert.throws(() => formatTable([]), /no results/);
});
