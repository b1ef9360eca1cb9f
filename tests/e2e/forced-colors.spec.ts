// Forced colours: the selected tab and the current page stay marked.
import type {Locator} from '@playwright/test';
import {test, expect} from '../fixtures/test';

// In forced colours (Windows' contrast themes) every link gets one colour and every border one
// colour: the selected tab and the link to the current page must still look unlike their neighbours
// (src/css/forced-colors.css; issue 56).

/**
 * How an element looks, as far as forced colours leave it to the page: its lines, borders, weight
 * and colours. A background laid over the page's at less than half opacity is no mark (the theme's
 * 5 % tint of the current doc).
 */
const look = (el: Locator) =>
  el.evaluate((e) => {
    const s = getComputedStyle(e);
    const alpha = Number(/rgba\([^)]*,\s*([\d.]+)\)/.exec(s.backgroundColor)?.[1] ?? 1);
    const background = alpha < 0.5 ? 'none' : s.backgroundColor;
    return [
      s.textDecorationLine,
      s.borderBottomColor,
      s.borderBottomStyle,
      s.borderBottomWidth,
      s.outlineStyle,
      s.fontWeight,
      s.color,
      background,
    ].join(' ');
  });

const marks = [
  {
    name: 'the selected tab',
    path: '/docs/installation',
    selected: '[role="tab"][aria-selected="true"]',
    other: '[role="tab"][aria-selected="false"]',
  },
  {
    name: "the navbar's link to the current page",
    path: '/features',
    selected: '.navbar a[aria-current="page"]',
    other: '.navbar__link:not([aria-current])',
  },
  {
    name: "the docs sidebar's link to the current page",
    path: '/docs/installation',
    selected: '.theme-doc-sidebar-menu a[aria-current="page"]',
    other: '.theme-doc-sidebar-menu a:not([aria-current])',
  },
];

for (const mark of marks) {
  test(`with forced colours, marks ${mark.name}`, async ({site}) => {
    const page = await site.newPage({forcedColors: 'active', viewport: {width: 1366, height: 900}});
    await site.open(mark.path, page);
    expect(await page.evaluate(() => matchMedia('(forced-colors: active)').matches)).toBe(true);
    const selected = page.locator(mark.selected).first();
    await expect(selected).toBeVisible();
    expect(await look(selected)).not.toBe(await look(page.locator(mark.other).first()));
  });
}
