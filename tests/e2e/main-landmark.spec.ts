// Each page's hero and h1 inside <main>, where "Skip to main content" lands.
import {test, expect} from '../fixtures/test';
import {customPaths} from '../fixtures/customPages';

// `<main>` holds the page's h1 and its hero (the band with the title, lead and first buttons), so
// that "Skip to main content" lands on the title, not past it (issue 56: on five custom pages and
// the archives the hero sat before it).

const pages = [
  ...customPaths,
  '/blogs/archive',
  '/release/archive',
  '/blogs',
  '/blogs/tags/podman/page/2',
  '/blogs/2021/10/11/multiarch',
  '/docs/installation',
];

for (const path of pages) {
  test(`${path}: <main> holds the h1 and the page's own`, async ({page, site}) => {
    await site.open(path);
    await expect(page.locator('main')).toHaveCount(1);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('main h1')).toHaveCount(1);
    // The page's own content starts inside <main>: between the navbar and <main> there is no text
    // but a sidebar's.
    const before = await page.locator('main').evaluate((main) => {
      const start = document.getElementById('__docusaurus_skipToContent_fallback') ?? main;
      const walker = document.createTreeWalker(start, NodeFilter.SHOW_TEXT);
      let text = '';
      for (let node = walker.nextNode(); node && !main.contains(node); node = walker.nextNode()) {
        if (!(main.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_PRECEDING)) break;
        if (!node.parentElement?.closest('aside, nav')) text += node.textContent;
      }
      return text.trim();
    });
    expect(before).toBe('');
  });

  test(`${path}: the skip link shows the h1, Tab goes on in <main>`, async ({page, site}) => {
    await site.open(path);
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveText('Skip to main content');
    await page.keyboard.press('Enter');
    // The theme focuses <main> for a moment and takes its tabindex back: focus is nowhere, but Tab
    // goes on from there.
    const h1InView = await page.locator('h1').evaluate((h1) => {
      const box = h1.getBoundingClientRect();
      return (
        box.top >=
          Math.max(document.querySelector('.navbar')!.getBoundingClientRect().bottom, 0) - 1 &&
        box.bottom <= innerHeight
      );
    });
    expect(h1InView).toBe(true);
    await page.keyboard.press('Tab');
    const next = await page.locator(':focus').evaluate((el) => {
      const focusable = [
        ...document.querySelectorAll<HTMLElement>(
          'main :is(a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"]))',
        ),
      ];
      return el === focusable.find((f) => f.getClientRects().length > 0 && !f.closest('[inert]'));
    });
    expect(next).toBe(true);
  });
}
