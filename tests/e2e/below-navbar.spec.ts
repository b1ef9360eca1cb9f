// Targets and keyboard focus below the sticky navbar (WCAG 2.4.11).
import type {Locator, Page} from '@playwright/test';
import {test, expect} from '../fixtures/test';

// What the browser scrolls into view, for a search hit, an anchor link or the keyboard's focus,
// ends up below the sticky navbar, not under it (WCAG 2.2 SC 2.4.11; `scroll-padding-top` in
// src/css/navbar.css; issue 56).

const widths = [
  {name: '1366 px', viewport: {width: 1366, height: 900}},
  {name: '390 px', viewport: {width: 390, height: 844}},
];

/**
 * Waits for frames until the scroll position and the navbar have not moved for three frames in a
 * row.
 */
async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = '';
        let still = 0;
        const frame = () => {
          const now = `${scrollX},${scrollY},${document.querySelector('.navbar')?.getBoundingClientRect().bottom}`;
          still = now === last ? still + 1 : 0;
          last = now;
          if (still >= 3) resolve();
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
  );
}

/**
 * What is wrong with where the element of `target` sits: missing, under the navbar, or out of the
 * window.
 */
function misplaced(target: Locator): Promise<string | undefined> {
  return target.evaluateAll((elements) => {
    const el = elements[0];
    if (!el) return 'no element';
    if (el === document.body) return undefined;
    const nav = document.querySelector('.navbar')!;
    if (nav.contains(el) || el.closest('[class*="skipToContent"]')) return undefined;
    const box = el.getBoundingClientRect();
    if (box.width === 0 && box.height === 0) return undefined;
    const bar = nav.getBoundingClientRect();
    const label = `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
    const below = Math.max(bar.bottom, 0);
    // An element taller than the room below the navbar cannot show whole: it must fill that room.
    if (box.height > innerHeight - below) {
      return box.top > below + 1 || box.bottom < innerHeight - 1
        ? `${label} does not fill the window`
        : undefined;
    }
    if (box.top < bar.bottom - 1 && box.bottom > bar.top + 1) {
      return `${label} at ${Math.round(box.top)} px, under the navbar (to ${Math.round(bar.bottom)} px)`;
    }
    if (box.top < -1 || box.bottom > innerHeight + 1) {
      return `${label} at ${Math.round(box.top)}–${Math.round(box.bottom)} px, out of the window`;
    }
    return undefined;
  });
}

/** The navbar hides and shows at once: positions are read where they end, not mid-transition. */
async function prepare(page: Page, viewport: {width: number; height: number}): Promise<void> {
  await page.setViewportSize(viewport);
  await page.addStyleTag({content: '.navbar { transition: none !important; }'});
}

for (const {name, viewport} of widths) {
  test.describe(name, () => {
    test('opens a search hit with its heading below the navbar', async ({page, site}) => {
      await site.open('/');
      await prepare(page, viewport);
      const dialog = await site.search('checkpoint');
      await dialog.locator('a[href$="/docs#checkpoint-restore-and-migration"]').first().click();
      await expect(page).toHaveURL(/\/docs#checkpoint-restore-and-migration$/);
      const heading = page.locator('#checkpoint-restore-and-migration');
      await expect(heading).toBeVisible();
      await settle(page);
      expect(await misplaced(heading)).toBeUndefined();
    });

    test('opens an anchor on another page below the navbar', async ({page, site}) => {
      await site.open('/getting-started/installation');
      await prepare(page, viewport);
      const link = page.getByRole('main').locator('a[href*="/docs/installation#"]').first();
      const id = (await link.getAttribute('href'))!.split('#')[1]!;
      await link.click();
      await expect(page).toHaveURL(new RegExp(`#${id}$`));
      await settle(page);
      expect(await misplaced(page.locator(`[id="${id}"]`))).toBeUndefined();
    });

    test('scrolls to a table-of-contents entry below the navbar', async ({page, site}) => {
      await site.open('/docs/installation');
      await prepare(page, viewport);
      const toc = page.locator(
        viewport.width < 997 ? '.theme-doc-toc-mobile' : '.theme-doc-toc-desktop',
      );
      // On a phone the table of contents is behind "On this page", and opens in a transition: its
      // links move until the end of it (a click during it once missed its link, on a busy machine).
      if (viewport.width < 997) {
        await toc.getByRole('button', {name: 'On this page'}).click();
        await expect(toc.locator('[class*="tocCollapsibleContent"]')).toHaveCSS(
          'overflow',
          'visible',
        );
      }
      // A section far down, so the page scrolls down to it and then back up to an earlier one.
      const links = toc.locator('a[href^="#"]');
      // The phone's stays open after a link (clicking "On this page" again closed it, and the link
      // was clicked only when the closing was slow enough).
      for (const index of [-1, 2]) {
        const link = links.nth(index === -1 ? (await links.count()) - 1 : index);
        const id = (await link.getAttribute('href'))!.slice(1);
        await link.click();
        await expect(page).toHaveURL(new RegExp(`#${id}$`));
        // On a busy machine the scroll may start frames after the address changes: where the target
        // ends is what counts.
        await expect
          .poll(() => misplaced(page.locator(`[id="${id}"]`)), {message: `#${id}`})
          .toBeUndefined();
      }
    });
  });
}

/**
 * Long pages walked with the keyboard: Shift+Tab from the end (the navbar comes back as the page
 * scrolls up), and Tab across the archive's columns (each column starts above where the last one
 * ended).
 */
const walks = [
  {path: '/docs/installation', key: 'Shift+Tab'},
  {path: '/community', key: 'Shift+Tab'},
  {path: '/blogs/2021/10/11/multiarch', key: 'Shift+Tab'},
  {path: '/blogs', key: 'Shift+Tab'},
  {path: '/blogs/archive', key: 'Tab'},
  {path: '/blogs/archive', key: 'Shift+Tab'},
];
/** More stops than any walked page has (the archive has about 330 links). */
const maxStops = 900;

for (const {name, viewport} of widths) {
  for (const {path, key} of walks) {
    test(`${name}, ${path}: ${key} stops stay below the navbar`, async ({page, site}) => {
      test.setTimeout(180_000);
      await site.open(path);
      await prepare(page, viewport);
      const focused = page.locator(':focus');
      const faults: string[] = [];
      let stops = 0;
      for (; stops < maxStops; stops++) {
        await page.keyboard.press(key);
        await settle(page);
        const inNavbar = await focused.evaluateAll(
          (els) => els.length === 0 || !!els[0]!.closest('.navbar'),
        );
        // Shift+Tab ends at the navbar; Tab at the end of the page, where focus leaves the
        // document.
        if (stops > 0 && inNavbar && (key === 'Shift+Tab' || (await focused.count()) === 0)) break;
        const fault = await misplaced(focused);
        if (fault) faults.push(fault);
      }
      expect(stops, 'the walk reached its end').toBeLessThan(maxStops);
      expect(stops).toBeGreaterThan(20);
      expect(faults).toEqual([]);
    });
  }
}
