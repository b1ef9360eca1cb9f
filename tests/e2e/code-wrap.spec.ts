// Browser tests: the code blocks' word-wrap button, and where the buttons sit on a touch screen.
import type {Locator, Page} from '@playwright/test';
import {test, expect} from '../fixtures/test';
import {holdScripts} from '../fixtures/heldScripts';

// speed/theme/useCodeWordWrap.ts, which measures a block once it is in view. Narrow enough that
// some of the installation page's commands overflow.
test.use({viewport: {width: 240, height: 800}});

const wrapButton = (scope: Locator | Page) => scope.getByRole('button', {name: 'Toggle word wrap'});

test('gives a block whose code overflows a wrap button once in view, in a tab too', async ({
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

test('wraps the code so it no longer scrolls, and unwraps it', async ({page, site}) => {
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

test.describe('on a touch screen', () => {
  test.use({viewport: {width: 390, height: 844}, hasTouch: true});

  test('puts copy and wrap in a bar above the code, from the first paint', async ({page, site}) => {
    const release = await holdScripts(page);
    await page.goto(site.path('/blogs/2020/08/10/podman-go-bindings'), {
      waitUntil: 'domcontentloaded',
    });
    const block = page.locator('.theme-code-block').filter({has: page.locator('pre')});
    /** Where each block's code starts, below the top of its block. */
    const codeOffsets = () =>
      block.evaluateAll((blocks) =>
        blocks.map(
          (b) =>
            b.querySelector('pre')!.getBoundingClientRect().top - b.getBoundingClientRect().top,
        ),
      );
    const first = await codeOffsets();
    release();
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1, {timeout: 15_000});
    // The wrap button comes once its block has been in view (speed/theme/useCodeWordWrap.ts).
    const wide = await block
      .locator('pre')
      .evaluateAll((pres) => pres.findIndex((pre) => pre.scrollWidth > pre.clientWidth));
    const wrapped = block.nth(wide);
    await wrapped.scrollIntoViewIfNeeded();
    await expect(wrapButton(wrapped)).toBeVisible();
    const buttons = await wrapped.getByRole('button').all();
    expect(buttons.length, 'copy and wrap').toBe(2);
    const codeTop = (await wrapped.locator('pre').boundingBox())!.y;
    for (const button of buttons) {
      await expect(button).toHaveCSS('opacity', '1');
      const box = (await button.boundingBox())!;
      expect(box.y + box.height, 'the button ends above the code').toBeLessThanOrEqual(codeTop);
    }
    // The buttons came into the room kept for them: no block's code moved.
    expect(await codeOffsets()).toEqual(first);
  });
});
