import {test, expect} from '@playwright/test';
import {startNginx, type RunningNginx} from '../../scripts/nginx/harness';
import {pageWeight} from '../../scripts/bench/pageWeight';
import {benchPages} from '../../scripts/bench/pages';
import {budgets} from '../../scripts/bench/budgets';

// Deterministic size budgets: the same build always sends the same bytes.
let nginx: RunningNginx;
test.beforeAll(async () => {
  nginx = await startNginx('build-test');
});
test.afterAll(async () => {
  await nginx?.stop();
});

for (const page of benchPages('.')) {
  test(`${page.name} (${page.path}) stays within its size budget`, async ({browser}) => {
    const budget = budgets[page.name]!;
    const weight = await pageWeight(browser, `${nginx.url}${page.path}`);
    const kib = (n: number) => Math.round((n / 1024) * 10) / 10;
    for (const key of ['html', 'css', 'js'] as const) {
      expect(kib(weight[key]), `${key.toUpperCase()}: ${kib(weight[key])} KiB, budget ${budget[key]} KiB`).toBeLessThanOrEqual(budget[key]);
    }
    expect(weight.requests, `requests: ${weight.requests}, budget ${budget.requests}`).toBeLessThanOrEqual(budget.requests);
  });
}
