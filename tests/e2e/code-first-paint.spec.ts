// Dark code blocks dark in the first frame, before the scripts run.
import type {Page} from '@playwright/test';
import {test, expect} from '../fixtures/test';
import {codeThemes} from '../../config/codeThemes';
import {holdScripts} from '../fixtures/heldScripts';

// Code blocks are rendered on the server in the light code theme; in dark mode they must be dark
// from the first paint (plugins/system-color-scheme/codeTheme.ts), not only once the scripts have
// hydrated the page (issue 56).

const pages = ['/docs/installation', '/get-started', '/blogs/2021/10/11/multiarch'];
const darkChoices = [
  {name: 'dark by choice', colorScheme: 'light' as const, stored: 'dark'},
  {name: 'dark system', colorScheme: 'dark' as const, stored: undefined},
];

/** rgb(r, g, b) of a #rrggbb colour (a theme's), as getComputedStyle gives it. */
function rgb(hex: string): string {
  if (!/^#[0-9a-f]{6}$/i.test(hex)) return hex;
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/** The background and text colour of every code block of the page. */
const blockColours = (page: Page) =>
  page
    .locator('.theme-code-block pre')
    .evaluateAll((blocks) =>
      blocks.map((pre) =>
        [getComputedStyle(pre).backgroundColor, getComputedStyle(pre).color].join(' on '),
      ),
    );

for (const path of pages) {
  for (const choice of darkChoices) {
    test(`${path}, ${choice.name}: code is dark from the first frame`, async ({site}) => {
      const page = await site.newPage({colorScheme: choice.colorScheme});
      if (choice.stored) {
        await page.addInitScript((theme) => localStorage.setItem('theme', theme), choice.stored);
      }
      // Every script file waits until the first frame has been read.
      const release = await holdScripts(page);
      await page.goto(site.path(path), {waitUntil: 'domcontentloaded'});
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      expect(
        await page.locator('html').getAttribute('data-has-hydrated'),
        'the scripts are held',
      ).not.toBe('true');
      expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
      const dark = `${rgb(codeThemes.dark.plain.backgroundColor!)} on ${rgb(codeThemes.dark.plain.color!)}`;
      const first = await blockColours(page);
      expect(first.length).toBeGreaterThan(0);
      expect(
        first.filter((colours) => colours !== dark),
        'blocks not dark in the first frame',
      ).toEqual([]);
      release();
      await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1, {
        timeout: 15_000,
      });
      // The playground's code comes after hydration, in place of the block rendered on the server:
      // read the blocks once it is there (read while it replaced the block, one had no colour at
      // all).
      if (path === '/get-started') {
        await expect(page.getByTestId('run-composer').getByLabel('Image')).toBeVisible();
      }
      expect(
        (await blockColours(page)).filter((colours) => colours !== dark),
        'blocks not dark after hydration',
      ).toEqual([]);
    });
  }
}
