// bench:scale's table and its verdict: how each figure grows with the archive.
import type {OutputFigures, VisitFigures} from './measure.ts';
import {kib, textTable, type BuildFigures} from '../pages.ts';

export type FactorResult = {
  factor: number;
  posts: number;
  loadAverage: [number, number, number];
  build: BuildFigures;
  output: OutputFigures;
  visits: VisitFigures;
};

type Row = {
  label: string;
  value: (r: FactorResult) => number;
  format: (n: number) => string;
  /** The limit on (largest factor ÷ factor 1), where it sets one. */
  maxRatio?: (factor: number) => number;
  /** An absolute limit at the largest factor, where the issue sets one. */
  maxValue?: number;
};

const whole = (n: number) => String(Math.round(n));

/** The rows of the scale table: what is measured, how it prints, and the targets. */
export const rows: Row[] = [
  {label: 'posts', value: (r) => r.posts, format: whole},
  {label: 'routes', value: (r) => r.output.routes, format: whole},
  {label: 'HTML pages', value: (r) => r.output.pages, format: whole},
  {
    label: 'build wall s',
    value: (r) => r.build.seconds,
    format: (n) => n.toFixed(1),
    maxRatio: (f) => f,
  },
  {label: 'build peak MiB', value: (r) => r.build.peakMemoryMiB, format: whole, maxValue: 4096},
  {label: 'main.js KiB raw', value: (r) => r.output.mainJs.raw, format: kib},
  {label: 'main.js KiB compr.', value: (r) => r.output.mainJs.compressed, format: kib},
  {
    label: 'JS KiB: post',
    value: (r) => r.visits.firstLoadJs.post!,
    format: kib,
    maxRatio: () => 1.05,
  },
  {label: 'JS KiB: list', value: (r) => r.visits.firstLoadJs.list!, format: kib},
  {label: 'JS KiB: tag', value: (r) => r.visits.firstLoadJs.tag!, format: kib},
  {
    label: 'JS KiB: docs',
    value: (r) => r.visits.firstLoadJs.docs!,
    format: kib,
    maxRatio: () => 1.05,
  },
  {
    label: 'HTML KiB raw: post',
    value: (r) => r.output.html.post!,
    format: kib,
    maxRatio: () => 1.1,
  },
  {label: 'HTML KiB raw: list', value: (r) => r.output.html.list!, format: kib},
  {label: 'HTML KiB compr.: post', value: (r) => r.visits.htmlTransfer.post!, format: kib},
  {label: 'HTML KiB compr.: list', value: (r) => r.visits.htmlTransfer.list!, format: kib},
  {label: 'Pagefind index KiB', value: (r) => r.output.pagefind.bytes, format: kib},
  {
    label: 'first search KiB',
    value: (r) => r.visits.searchQuery.bytes,
    format: kib,
    maxRatio: () => 1.5,
  },
];

/** Whether one row meets its target at the largest factor, or '' where it has none. */
export function verdict(row: Row, first: FactorResult, last: FactorResult) {
  const checks: boolean[] = [];
  if (row.maxRatio && first.factor === 1 && last.factor > 1) {
    checks.push(row.value(last) / row.value(first) <= row.maxRatio(last.factor));
  }
  if (row.maxValue !== undefined) checks.push(row.value(last) <= row.maxValue);
  if (!checks.length) return '';
  return checks.every(Boolean) ? 'met' : 'MISSED';
}

function target(row: Row, factor: number) {
  const parts: string[] = [];
  if (row.maxRatio) parts.push(`≤ ${row.maxRatio(factor)}×`);
  if (row.maxValue !== undefined) parts.push(`≤ ${row.maxValue}`);
  return parts.join(', ');
}

/**
 * One table: a row per figure, a column per factor, then the ratio of the largest factor to the
 * smallest and the target.
 */
export function formatTable(results: FactorResult[]) {
  if (!results.length) throw new Error('no results to print');
  const sorted = [...results].sort((a, b) => a.factor - b.factor);
  const first = sorted[0]!;
  const last = sorted.at(-1)!;
  const header = [
    'figure',
    ...sorted.map((r) => `×${r.factor}`),
    `×${last.factor}/×${first.factor}`,
    'target',
    '',
  ];
  const body = rows.map((row) => [
    row.label,
    ...sorted.map((r) => row.format(row.value(r))),
    (row.value(last) / row.value(first)).toFixed(2),
    target(row, last.factor),
    verdict(row, first, last),
  ]);
  const load = sorted
    .map((r) => `×${r.factor} ${r.loadAverage.map((n) => n.toFixed(2)).join(' ')}`)
    .join('; ');
  return [
    ...textTable(header, body),
    `load average (1, 5, 15 min) before each build: ${load}`,
  ].join('\n');
}
