// Browser tests: the code blocks' word-wrap button.
import type {Locator, Page} from '@playwright/test';
import {test, expect} from '../fixtures/test';

// speed/theme/useCodeWordWrap.ts, which measures a block once it is in view. Narrow enough that
// some of the installation page's commands overflow.
test.use({viewport: {width: 240, height: 800}});

const wrapButton = (scope: Locator | Page) => scope.getByRole('button', {name: 'Toggle word wrap'});

test('a block whose code overflows has the wrap button once in view, also in a tab shown later', async ({
  page,
  site,
}) => {
  await site.open('/docs/installation');
  let checked = 0;
  for (const [list, tablist] of (await page.getByRole('tablist').all()).entries()) {
    for (const [i, tab] of (await tablist.getByRole('tab').all()).entries()) {
      await tab.click();
      // The panel now shown, in the same tabs container as the list.
      const panel = tablist.locator('xpath=..').locator('[role=tabpanel]:not([hidden])').first();
      const wide = await panel
        .locator('pre')
        .evaluateAll((pres) => pres.map((pre) => pre.scrollWidth > pre.clientWidth));
      for (const [index, overflows] of wide.entries()) {
        if (!overflows) continue;
        const block = panel.locator('.theme-code-block').nth(index);
        await block.scrollIntoViewIfNeeded();
        await expect(
          wrapButton(block),
          `tabs ${list + 1}, tab ${i + 1}, block ${index + 1}`,
        ).toHaveCount(1);
        checked++;
      }
    }
  }
  expect(checked, 'overflowing blocks seen in the tabs').toBeGreaterThan(0);
});

test('the wrap button wraps the code so that it no longer scrolls, and unwraps it', async ({
  page,
  site,
}) => {
  await site.open('/blogs/2020/08/10/podman-go-bindings');
  const blocks = page.locator('.theme-code-block');
  const wide = await blocks
    .locator('pre')
    .evaluateAll((pres) => pres.findIndex((pre) => pre.scrollWidth > pre.clientWidth));
  const block = blocks.nth(wide);
  await block.scrollIntoViewIfNeeded();
  const code = block.locator('code');
  await wrapButton(block).click();
  await expect(code).toHaveCSS('white-space', 'pre-wrap');
  expect(await block.locator('pre').evaluate((pre) => pre.scrollWidth <= pre.clientWidth)).toBe(
    true,
  );
  await wrapButton(block).click();
  await expect(code).not.toHaveAttribute('style');
});
