// Browser tests: the navbar at every width, and the phone menu as a modal dialog.
import type {Page} from '@playwright/test';
import {test, expect, type Site} from '../fixtures/test';
import {navbarItems} from '../fixtures/navbarItems';
import {holdScripts} from '../fixtures/heldScripts';
import {searchButton} from '../../src/data/searchButton';

/** What could be wrong with the navbar's row at this width, in words; empty when nothing is. */
async function navbarFaults(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const faults: string[] = [];
    const inner = document.querySelector<HTMLElement>('.navbar__inner');
    const title = inner?.querySelector<HTMLElement>('.navbar__title');
    const brandBox = inner?.querySelector('.navbar__brand')?.getBoundingClientRect();
    if (!inner || !title || !brandBox) return ['no brand'];
    if (title.textContent !== 'Podman') faults.push(`brand reads "${title.textContent}"`);
    if (title.scrollWidth > title.clientWidth + 1) {
      faults.push(`brand cut: ${title.scrollWidth} px of text in ${title.clientWidth} px`);
    }
    const innerBox = inner.getBoundingClientRect();
    const shown = [...inner.querySelectorAll<HTMLElement>('.navbar__items--right > *')].filter(
      (el) => el.getClientRects().length > 0,
    );
    for (const el of shown) {
      const box = el.getBoundingClientRect();
      const name = (el.textContent ?? '').trim() || el.className;
      if (box.left < brandBox.right - 1 && box.top < brandBox.bottom && box.bottom > brandBox.top) {
        faults.push(`"${name}" overlaps the brand`);
      }
      if (box.right > innerBox.right + 1) faults.push(`"${name}" runs past the navbar's edge`);
      if (box.top > brandBox.bottom) faults.push(`"${name}" wrapped to a second row`);
    }
    return faults;
  });
}

// Resized through every width: the home page, and /features, where issue 36 saw the brand cut to
// "Pod…".
for (const address of ['/', '/features']) {
  test(`${address}: fits the brand and items at every width, 320 to 1,440 px`, async ({
    page,
    site,
  }) => {
    await site.open(address);
    const faults: string[] = [];
    for (const width of [320, 360, 390, 768, 996, 997, 1024, 1080, 1139, 1140, 1280, 1440]) {
      await page.setViewportSize({width, height: 800});
      // Each width once the layout has settled.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      faults.push(...(await navbarFaults(page)).map((f) => `${width} px: ${f}`));
    }
    expect(faults).toEqual([]);
  });
}

// The widths just past the phone menu, where the row is tightest: loaded at that width, as a
// visitor's window opens, not resized from a wider one.
for (const width of [997, 1024, 1080]) {
  test(`loaded at ${width} px, shows every item and names Search`, async ({page, site}) => {
    await page.setViewportSize({width, height: 800});
    await site.open('/');
    const nav = page.getByRole('navigation', {name: 'Main'});
    for (const item of navbarItems) {
      await expect(nav.getByRole('link', {name: item, exact: true}).first()).toBeVisible();
    }
    await expect(nav.getByRole('button', {name: /^Search/})).toBeVisible();
    await expect(page.locator('.navbar__inner .navbar__title')).toHaveText('Podman');
    expect(await navbarFaults(page)).toEqual([]);
  });
}

test('loaded at 997 px, grows the announcement bar with its text', async ({page, site}) => {
  await page.setViewportSize({width: 997, height: 800});
  await site.open('/');
  const cut = await page
    .locator('.theme-announcement-bar')
    .evaluate(
      (el) =>
        el.querySelector('[class*="announcementBarContent"]')!.getBoundingClientRect().bottom -
        el.getBoundingClientRect().bottom,
    );
  expect(cut).toBeLessThanOrEqual(0);
});

/**
 * Every visible control of the announcement bar and navbar with the contrast of its text or icon
 * against what is behind it: opacities on the way multiply, backgrounds with alpha are laid over
 * what is under them (the canvas is white).
 */
async function controlContrasts(
  page: Page,
): Promise<{name: string; text: boolean; ratio: number}[]> {
  return page.evaluate(() => {
    type Rgba = [number, number, number, number];
    const parse = (css: string): Rgba => {
      const [r = 0, g = 0, b = 0, a = 1] = (css.match(/[\d.]+/g) ?? []).map(Number);
      return [r, g, b, css.startsWith('rgba') ? a : 1];
    };
    const over = (top: Rgba, under: Rgba): Rgba =>
      [0, 1, 2].map((i) => top[i]! * top[3] + under[i]! * (1 - top[3])).concat(1) as Rgba;
    const luminance = ([r, g, b]: Rgba) =>
      [r, g, b]
        .map((c) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
        .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i]!, 0);
    const ratio = (a: Rgba, b: Rgba) =>
      (Math.max(luminance(a), luminance(b)) + 0.05) / (Math.min(luminance(a), luminance(b)) + 0.05);
    const behind = (el: Element | null): Rgba => {
      if (!el) return [255, 255, 255, 1];
      const bg = parse(getComputedStyle(el).backgroundColor);
      return bg[3] === 1 ? bg : over(bg, behind(el.parentElement));
    };
    const controls = document.querySelectorAll<HTMLElement>(
      '.theme-announcement-bar :is(a[href], button), .navbar__inner :is(a[href], button, input)',
    );
    return [...controls]
      .filter(
        (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility === 'visible',
      )
      .map((el) => {
        const text = (el.innerText ?? '').trim().length > 0;
        // An icon-only control is seen through its SVG (drawn in currentColor).
        const shown = text ? el : (el.querySelector('svg') ?? el);
        let colour = parse(getComputedStyle(shown).color);
        let opacity = 1;
        for (
          let node: Element | null = shown;
          node && node !== document.body;
          node = node.parentElement
        ) {
          opacity *= Number(getComputedStyle(node).opacity);
        }
        const ground = behind(el);
        colour = over([colour[0], colour[1], colour[2], colour[3] * opacity], ground);
        const name = el.getAttribute('aria-label') || el.innerText.trim() || el.className;
        return {name, text, ratio: Math.round(ratio(colour, ground) * 100) / 100};
      });
  });
}

for (const scheme of ['light', 'dark'] as const) {
  for (const width of [1366, 390]) {
    test(`${scheme}, ${width} px: every bar control reads against its ground`, async ({site}) => {
      const page = await site.newPage({colorScheme: scheme, viewport: {width, height: 800}});
      await site.open('/features', page);
      const measured = await controlContrasts(page);
      console.log(
        `${scheme} ${width} px: ${measured.map((c) => `${c.name} ${c.ratio}:1`).join(', ')}`,
      );
      // The bar's × and the mode switch at least, and on a desktop the links.
      expect(measured.some((c) => c.name === 'Close')).toBe(true);
      expect(measured.length).toBeGreaterThanOrEqual(width > 996 ? 9 : 4);
      // Text 4.5:1 (WCAG 1.4.3); an icon that is the whole control 3:1 (1.4.11).
      const faint = measured.filter((c) => c.ratio < (c.text ? 4.5 : 3));
      expect(faint).toEqual([]);
    });
  }
}

test.describe('the phone menu', () => {
  test.use({viewport: {width: 390, height: 844}});

  async function openMenu(page: Page, site: Site, path = '/') {
    await site.open(path);
    const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('.navbar-sidebar')).toBeVisible();
    return toggle;
  }
  const mainInert = (page: Page) => page.locator('main').evaluate((el) => !!el.closest('[inert]'));
  const focused = (page: Page) =>
    page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      return {
        inDrawer: !!el.closest('.navbar-sidebar'),
        label: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim(),
      };
    });

  test('keeps Tab and Shift+Tab inside it, from its first item', async ({page, site}) => {
    await openMenu(page, site);
    await expect(
      page.locator('.navbar-sidebar').getByRole('link', {name: 'Features', exact: true}),
    ).toBeFocused();
    // Twice round the drawer each way: focus never lands behind it (the brand, Search, the page).
    const labels: string[] = [];
    for (const key of ['Tab', 'Shift+Tab']) {
      for (let i = 0; i < 24; i++) {
        await page.keyboard.press(key);
        const at = await focused(page);
        expect(at.inDrawer, `${key} ${i + 1} left the menu`).toBe(true);
        labels.push(at.label);
      }
    }
    expect(labels).toEqual(expect.arrayContaining(['Features', 'Get Started', 'Community']));
    // Behind the drawer, nothing can be reached while it is open.
    expect(await page.locator('.navbar__inner').evaluate((el) => (el as HTMLElement).inert)).toBe(
      true,
    );
    expect(await mainInert(page)).toBe(true);
  });

  test('is a named modal dialog while open', async ({page, site}) => {
    await openMenu(page, site);
    const dialog = page.getByRole('dialog', {name: 'Site menu'});
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog.getByRole('link', {name: 'Features', exact: true})).toBeFocused();
  });

  test('closes on Esc, leaving no dialog, focus back on the menu button', async ({page, site}) => {
    const toggle = await openMenu(page, site);
    await page.keyboard.press('Escape');
    await expect(page.locator('.navbar-sidebar')).toBeHidden();
    await expect(
      page.locator('.navbar-sidebar[role="dialog"], .navbar-sidebar[aria-modal]'),
    ).toHaveCount(0);
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(await mainInert(page)).toBe(false);
  });

  test('follows a link to its page, leaving the page not inert', async ({page, site}) => {
    await openMenu(page, site);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/features$/);
    await expect(page.locator('.navbar-sidebar')).toBeHidden();
    expect(await mainInert(page)).toBe(false);
  });

  test("on a doc, focus starts at the doc sidebar's first item", async ({page, site}) => {
    await openMenu(page, site, '/docs/installation');
    // The drawer shows the doc sidebar's panel, which starts with the way back to the main menu,
    // then the docs.
    const docPanel = page
      .locator('.navbar-sidebar__item')
      .filter({has: page.locator('.theme-doc-sidebar-menu')});
    await expect(docPanel.getByRole('button', {name: '← Back to main menu'})).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(docPanel.locator('.theme-doc-sidebar-menu a').first()).toBeFocused();
  });

  test('moves focus from "← Back to main menu" to the main menu\'s first item', async ({
    page,
    site,
  }) => {
    await openMenu(page, site, '/docs/installation');
    const drawer = page.getByRole('dialog', {name: 'Site menu'});
    await drawer.getByRole('button', {name: '← Back to main menu'}).focus();
    await page.keyboard.press('Enter');
    await expect(drawer.getByRole('link', {name: 'Features', exact: true})).toBeFocused();
  });

  test('opens on a click, closes on Close and past 996 px', async ({page, site}) => {
    await site.open('/');
    const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
    const navbar = page.locator('nav.navbar');
    await toggle.click();
    await expect(navbar).toHaveClass(/navbar-sidebar--show/);
    await expect(
      page.locator('.navbar-sidebar').getByRole('link', {name: 'Features'}),
    ).toBeVisible();
    await page
      .locator('.navbar-sidebar')
      .getByRole('button', {name: 'Close navigation bar'})
      .click();
    await expect(navbar).not.toHaveClass(/navbar-sidebar--show/);
    await toggle.click();
    await expect(navbar).toHaveClass(/navbar-sidebar--show/);
    await page.setViewportSize({width: 997, height: 844});
    await expect(navbar).not.toHaveClass(/navbar-sidebar--show/);
  });
});

test.describe('before hydration, on a phone', () => {
  test.use({viewport: {width: 390, height: 844}});

  test("shows the navbar's links at once, the phone menu once scripts run", async ({
    page,
    site,
  }) => {
    const release = await holdScripts(page);
    await page.goto(site.path('/'), {waitUntil: 'domcontentloaded'});
    const row = page.locator('.navbar__inner');
    const close = page.locator('.theme-announcement-bar .close');
    // The × would drop a tap until hydration: it is not shown until then.
    await expect(close).toBeHidden();
    const burger = row.locator('.navbar__toggle');
    const search = row.locator('summary, button').filter({hasText: searchButton});
    const before = [await burger.boundingBox(), await search.boundingBox()];
    for (const item of navbarItems) {
      await expect(row.getByRole('link', {name: item, exact: true})).toBeHidden();
    }
    await burger.click();
    for (const item of navbarItems) {
      await expect(row.getByRole('link', {name: item, exact: true})).toBeVisible();
    }
    expect(await page.locator('html').getAttribute('data-has-hydrated'), 'scripts held').toBe(
      'false',
    );
    release();
    const menu = page.getByRole('dialog', {name: 'Site menu'});
    await expect(menu.getByRole('link', {name: 'Features', exact: true})).toBeFocused({
      timeout: 15_000,
    });
    await page.keyboard.press('Escape');
    const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
    await expect(toggle).toBeFocused();
    // Where the menu button and Search were from the first paint: nothing moved at hydration.
    expect([await toggle.boundingBox(), await search.boundingBox()]).toEqual(before);
    await expect(close).toBeVisible();
  });
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  for (const width of [320, 390]) {
    test(`at ${width} px, shows every destination as a link, no scripted control`, async ({
      page,
    }) => {
      await page.setViewportSize({width, height: 844});
      await page.goto('/features');
      const nav = page.getByRole('navigation', {name: 'Main'});
      for (const item of navbarItems) {
        await expect(nav.getByRole('link', {name: item, exact: true})).toBeVisible();
      }
      await expect(page.locator('.navbar__inner .navbar__title')).toHaveText('Podman');
      for (const control of [
        '.navbar__toggle',
        '.site-color-mode-toggle',
        '.theme-announcement-bar .close',
      ]) {
        await expect(page.locator(control).first(), control).toBeHidden();
      }
      // Search is a form that needs no script (no-js.spec.ts), behind its disclosure.
      await expect(nav.locator('summary').filter({hasText: 'Search'})).toBeVisible();
      // Nothing of the navbar sits on anything else, and nothing runs off the screen.
      const overlaps = await nav.evaluate((el) => {
        const boxes = [
          ...el.querySelectorAll<HTMLElement>(
            '.navbar__brand, .navbar__items--right > .navbar__item, .navbar__items--right > :last-child',
          ),
        ]
          .filter((e) => e.getClientRects().length > 0)
          .map((e) => ({name: e.textContent?.trim(), box: e.getBoundingClientRect()}));
        const out: string[] = [];
        for (const [i, a] of boxes.entries()) {
          for (const b of boxes.slice(i + 1)) {
            if (
              a.box.left < b.box.right - 1 &&
              b.box.left < a.box.right - 1 &&
              a.box.top < b.box.bottom - 1 &&
              b.box.top < a.box.bottom - 1
            ) {
              out.push(`${a.name} / ${b.name}`);
            }
          }
        }
        for (const a of boxes) {
          if (a.box.right > document.documentElement.clientWidth + 1) {
            out.push(`${a.name} runs off`);
          }
        }
        return out;
      });
      expect(overlaps).toEqual([]);
    });
  }

  for (const scheme of ['dark', 'light'] as const) {
    test(`a ${scheme}-preferring system gets the ${scheme} site`, async ({site}) => {
      const page = await site.newPage({javaScriptEnabled: false, colorScheme: scheme});
      await page.goto('/blogs/2021/10/16/sudo-with-rootless-podman');
      const colours = await page.evaluate(() => {
        const lum = (css: string) => {
          const [r, g, b] = (css.match(/[\d.]+/g) ?? []).map(Number);
          return (0.2126 * r! + 0.7152 * g! + 0.0722 * b!) / 255;
        };
        // The colour behind an element: its own, or the nearest ancestor's; the canvas is white.
        const behind = (el: Element | null): number => {
          for (; el; el = el.parentElement) {
            const bg = getComputedStyle(el).backgroundColor;
            if (bg !== 'rgba(0, 0, 0, 0)' && bg !== 'transparent') return lum(bg);
          }
          return 1;
        };
        const text = document.querySelector('article p')!;
        return {
          page: behind(text),
          text: lum(getComputedStyle(text).color),
          navbar: behind(document.querySelector('.navbar')),
        };
      });
      if (scheme === 'dark') {
        expect(colours.page, 'page background').toBeLessThan(0.2);
        expect(colours.navbar, 'navbar background').toBeLessThan(0.2);
        expect(colours.text, 'text').toBeGreaterThan(0.7);
      } else {
        expect(colours.page, 'page background').toBeGreaterThan(0.9);
        expect(colours.text, 'text').toBeLessThan(0.3);
      }
      // One logo, not the light and the dark one side by side.
      await expect(page.locator('.navbar__inner .navbar__logo img:visible')).toHaveCount(1);
    });
  }
});
