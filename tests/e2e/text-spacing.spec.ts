// The navbar under WCAG 1.4.12's text spacing: nothing overlaps from 320 to 1440 px.
import type {Page} from '@playwright/test';
import {test, expect} from '../fixtures/test';

// WCAG 2.1 SC 1.4.12: with a reader's own text spacing, nothing in the navbar overlaps or leaves
// it, at any width (src/css/navbar.css; before, the links ran 37 to 51 px over the brand just above
// the desktop breakpoint; issue 56).

/** The spacing of SC 1.4.12, as its understanding document's bookmarklet sets it. */
const textSpacing = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em
  * !important; }
  p { margin-bottom: 2em !important; }
`;

/**
 * Every width of each band is tried; the bands meet at the desktop breakpoint (997 px) and where
 * Search shows its word (1140 px).
 */
const bands = [
  {from: 320, to: 996},
  {from: 997, to: 1139},
  {from: 1140, to: 1440},
];

/**
 * The navbar's visible parts that overlap another, or leave the navbar, at this width, in words.
 */
function navbarOverlaps(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const nav = document.querySelector('.navbar')!;
    // The row, not the phone menu's panel (inside the navbar too, off screen while closed).
    const parts = [
      ...nav.querySelectorAll<HTMLElement>(
        '.navbar__inner :is(.navbar__brand, .navbar__toggle, .navbar__items--right > *)',
      ),
    ].filter((el) => el.getClientRects().length > 0 && el.getBoundingClientRect().width > 0);
    const name = (el: HTMLElement) =>
      el.innerText.trim() || el.getAttribute('aria-label') || el.className.split(' ')[0]!;
    const faults: string[] = [];
    const bar = nav.getBoundingClientRect();
    parts.forEach((el, i) => {
      const box = el.getBoundingClientRect();
      if (
        box.left < bar.left - 1 ||
        box.right > bar.right + 1 ||
        box.top < bar.top - 1 ||
        box.bottom > bar.bottom + 1
      ) {
        faults.push(`"${name(el)}" leaves the navbar`);
      }
      for (const other of parts.slice(i + 1)) {
        const o = other.getBoundingClientRect();
        const across = Math.min(box.right, o.right) - Math.max(box.left, o.left);
        const down = Math.min(box.bottom, o.bottom) - Math.max(box.top, o.top);
        if (across > 1 && down > 1) {
          faults.push(`"${name(el)}" and "${name(other)}" overlap by ${Math.round(across)} px`);
        }
      }
    });
    return faults;
  });
}

for (const {from, to} of bands) {
  test(`with WCAG 1.4.12 spacing, nothing in the navbar overlaps, ${from}–${to} px`, async ({
    page,
    site,
  }) => {
    test.setTimeout(120_000);
    await site.open('/');
    await page.addStyleTag({content: textSpacing});
    const faults: string[] = [];
    for (let width = from; width <= to; width++) {
      await page.setViewportSize({width, height: 800});
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      faults.push(...(await navbarOverlaps(page)).map((fault) => `${width} px: ${fault}`));
    }
    expect(faults).toEqual([]);
  });
}
