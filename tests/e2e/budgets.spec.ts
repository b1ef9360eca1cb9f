// Browser tests: each page type's first-load bytes stay within its budget.
import {test, expect} from '../fixtures/test';
import {firstVisit, shippedWeight, totalBytes, type ShippedFile} from '../fixtures/firstVisit';
import {benchPages} from '../../scripts/bench/pages';
import {budgets} from '../../scripts/bench/budgets';

const kib = (n: number) => Math.round((n / 1024) * 10) / 10;
const breakdown = (files: ShippedFile[]) =>
  [...files]
    .sort((a, b) => b.bytes - a.bytes)
    .map((f) => `${f.file} ${kib(f.bytes)} KiB`)
    .join(', ');

for (const page of benchPages('.')) {
  test(`${page.name} (${page.path}) stays within its size budget`, async ({browser, baseURL}) => {
    const budget = budgets[page.name]!;
    const weight = shippedWeight(
      await firstVisit(browser, page.path, {server: baseURL!}),
      'build-test',
    );
    for (const key of ['html', 'css', 'js'] as const) {
      const total = kib(totalBytes(weight[key]));
      expect(
        total,
        `${key.toUpperCase()}: ${total} KiB, budget ${budget[key]} KiB; files, largest first: ${breakdown(weight[key])}`,
      ).toBeLessThanOrEqual(budget[key]);
    }
    expect(
      weight.requests,
      `requests: ${weight.requests}, budget ${budget.requests}`,
    ).toBeLessThanOrEqual(budget.requests);
  });
}
