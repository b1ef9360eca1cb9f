// Browser tests: each page type's first-load bytes stay within its budget.
import {test, expect} from '../fixtures/test';
import {
  firstVisit,
  shippedWeight,
  totalBytes,
  type ShippedFile,
} from '../../scripts/measure/firstVisit';
import {benchPages} from '../../scripts/bench/pages';
import {budgets} from '../../scripts/bench/budgets';

const kib = (n: number) => Math.round((n / 1024) * 10) / 10;
const breakdown = (files: ShippedFile[]) =>
  [...files]
    .sort((a, b) => b.bytes - a.bytes)
    .map((f) => `${f.file} ${kib(f.bytes)} KiB`)
    .join(', ');

for (const page of benchPages('.')) {
  test(`${page.path} stays within its budget`, async ({browser, baseURL}) => {
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

// The archive lists every post; its page data is each post's address, title and date
// (plugins/blog-archive). With the posts whole, bodies and all, the blog archive's first visit
// fetched 128 KiB more script than a list page.
for (const archive of ['/blogs/archive', '/release/archive']) {
  test(`${archive} ships no more script than a blog list`, async ({browser, baseURL}) => {
    const weight = shippedWeight(
      await firstVisit(browser, archive, {server: baseURL!}),
      'build-test',
    );
    const total = kib(totalBytes(weight.js));
    expect(
      total,
      `JS: ${total} KiB, budget ${budgets['blog list']!.js} KiB; files, largest first: ${breakdown(weight.js)}`,
    ).toBeLessThanOrEqual(budgets['blog list']!.js);
  });
}
