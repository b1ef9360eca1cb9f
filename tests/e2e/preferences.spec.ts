// Browser tests: the spec's §4 preferences and states: colour mode, announcement bar, navbar on
// scroll, crash screen, blocked storage and prefetching.
import {test, expect, type Site} from '../fixtures/test';
import type {Page} from '@playwright/test';
import {codeThemes} from '../../config/codeThemes';

/**
 * The switch cycles system -> the other mode -> the system's mode; click until the page is dark by
 * choice.
 */
async function switchToDark(page: Page): Promise<void> {
  const html = page.locator('html');
  const dark = async () =>
    (await html.getAttribute('data-theme')) === 'dark' &&
    (await html.getAttribute('data-theme-choice')) === 'dark';
  for (let i = 0; i < 3 && !(await dark()); i++) {
    await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
  }
}

test.describe('colour mode', () => {
  // A light system is also what a browser that states no preference (Playwright's default) reports.
  for (const system of ['light', 'dark'] as const) {
    const other = system === 'light' ? 'dark' : 'light';
    /**
     * The home page on a system of that preference, its html element, the switch, and what is
     * stored.
     */
    async function home(site: Site) {
      const page = await site.newPage({colorScheme: system});
      await site.open('/', page);
      return {
        page,
        html: page.locator('html'),
        toggle: page.getByRole('button', {name: /Switch between dark and light mode/}),
        stored: () => page.evaluate(() => localStorage.getItem('theme')),
      };
    }

    test(`a ${system} system gets the ${system} site`, async ({site}) => {
      const {html} = await home(site);
      await expect(html).toHaveAttribute('data-theme', system);
    });

    test(`on a ${system} system, the first click switches, kept on a reload`, async ({site}) => {
      const {page, html, toggle, stored} = await home(site);
      await toggle.click();
      await expect(html).toHaveAttribute('data-theme', other);
      expect(await stored()).toBe(other);
      await page.reload();
      await expect(html).toHaveAttribute('data-theme', other);
    });

    test(`on a ${system} system, the switch cycles back to following it`, async ({site}) => {
      const {html, toggle, stored} = await home(site);
      await toggle.click();
      await expect(html).toHaveAttribute('data-theme', other);
      await toggle.click();
      await expect(html).toHaveAttribute('data-theme', system);
      expect(await stored()).toBe(system);
      await toggle.click();
      // Back to following the system: nothing stored.
      await expect(html).toHaveAttribute('data-theme-choice', 'system');
      expect(await stored()).toBeNull();
    });
  }

  test('gives code blocks the colours of the mode in use, from the first load', async ({
    page,
    site,
  }) => {
    const bashFunction = (theme: typeof codeThemes.light) =>
      theme.styles.find((s) => s.types.includes('function') && !s.languages)!.style.color!;
    const colour = () =>
      page
        .locator('.theme-code-block .token.function')
        .first()
        .evaluate((el) => getComputedStyle(el).color);
    const rgb = (c: string) =>
      c.startsWith('#')
        ? `rgb(${[1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16)).join(', ')})`
        : c;
    await page.addInitScript("try { localStorage.setItem('theme', 'dark'); } catch {}");
    await site.open('/docs/installation');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect.poll(colour).toBe(rgb(bashFunction(codeThemes.dark)));
    await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
    await expect(page.locator('html')).not.toHaveAttribute('data-theme', 'dark');
    await expect.poll(colour).toBe(rgb(bashFunction(codeThemes.light)));
  });

  test('a change in another tab is synced', async ({context, site}) => {
    const [first, second] = [await context.newPage(), await context.newPage()];
    await site.open('/', first);
    await site.open('/features', second);
    await switchToDark(first);
    await expect(first.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(second.locator('html')).toHaveAttribute('data-theme', 'dark');
  });
});

/** Opens the home page and closes its announcement bar. */
async function closeAnnouncement(page: Page, site: Site): Promise<void> {
  await site.open('/');
  const bar = page.getByRole('banner').filter({hasText: 'archive of the Podman blog'});
  await expect(bar).toBeVisible();
  await bar.getByRole('button', {name: 'Close'}).click();
  await expect(bar).toHaveCount(0);
}

test('keeps the announcement bar closed once dismissed', async ({page, site}) => {
  await closeAnnouncement(page, site);
  expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss'))).toBe(
    'true',
  );
  expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.id'))).toBe(
    'podman-site-2025',
  );
  await page.reload();
  await expect(page.getByText('archive of the Podman blog')).toHaveCount(0);
});

test('shows a new announcement bar after an old one was dismissed', async ({page, site}) => {
  await closeAnnouncement(page, site);
  // A different stored id means the bar changed since it was dismissed.
  await page.evaluate(() => localStorage.setItem('docusaurus.announcement.id', 'an-older-bar'));
  await page.reload();
  await expect(page.getByText('archive of the Podman blog')).toBeVisible();
});

test('navbar hides on scroll down and comes back on scroll up', async ({page, site}) => {
  await site.open('/docs/installation');
  const navbar = page.locator('nav.navbar');
  const top = async () => (await navbar.boundingBox())!.y;
  await page.mouse.move(600, 400);
  for (let i = 0; i < 5; i++) await page.mouse.wheel(0, 300);
  await expect.poll(top).toBeLessThan(-10);
  for (let i = 0; i < 2; i++) await page.mouse.wheel(0, -150);
  await expect.poll(top).toBeGreaterThanOrEqual(0);
});

test('shows a render crash as "This page crashed", its causes and Try again', async ({
  page,
  site,
}) => {
  site.expectErrors(/Fixture render crash/);
  await site.open('/__fixtures/crash');
  await page.getByRole('button', {name: 'Crash this page'}).click();
  await expect(page.getByRole('heading', {name: 'This page crashed.'})).toBeVisible();
  await expect(page.getByText('Fixture render crash')).toBeVisible();
  await expect(page.getByText(/could not write layer/)).toBeVisible();
  await expect(page.getByText(/disk quota exceeded/)).toBeVisible();
  await expect(page.getByRole('button', {name: 'Try again'})).toBeVisible();
  await page.evaluate(
    () => ((window as unknown as {fixtureRecovered: boolean}).fixtureRecovered = true),
  );
  await page.getByRole('button', {name: 'Try again'}).click();
  await expect(page.getByText('Recovered after the crash.')).toBeVisible();
});

test('with localStorage blocked: a console warning, no crash, the site works', async ({
  page,
  site,
}) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  });
  await site.open('/');
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  await switchToDark(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.getByRole('link', {name: 'Features'}).first().click();
  await expect(page.getByRole('heading', {level: 1, name: 'Podman Features'})).toBeVisible();
  // And no error: the guard of tests/fixtures/test.ts fails the test on one.
  expect(site.warnings().some((w) => /storage/i.test(w))).toBe(true);
});

test.describe('route prefetching', () => {
  async function chunkRequestsOnHover(page: Page, site: Site): Promise<number> {
    await site.open('/docs/');
    await page.waitForLoadState('networkidle');
    let requests = 0;
    page.on('request', (req) => {
      if (req.url().endsWith('.js')) requests++;
    });
    await page
      .getByRole('contentinfo')
      .getByRole('link', {name: 'Installation Instructions'})
      .hover();
    await page.waitForTimeout(800);
    return requests;
  }

  test('happens on hover and visibility', async ({page, site}) => {
    expect(await chunkRequestsOnHover(page, site)).toBeGreaterThan(0);
  });

  // speed/prefetch-when-idle: what links coming into view ask for waits for idle time.
  test('happens in idle time for links coming into view', async ({page, site}) => {
    // Idle callbacks are held until the test lets them run.
    await page.addInitScript(() => {
      const held: (() => void)[] = [];
      Object.assign(window, {__idle: {release: () => held.splice(0).forEach((run) => run())}});
      window.requestIdleCallback = (run) =>
        held.push(() => run({didTimeout: false, timeRemaining: () => 50}));
    });
    await site.open('/blogs');
    await page.waitForLoadState('networkidle');
    const prefetches: string[] = [];
    page.on('request', (req) => {
      // The route table, fetched by the first prefetch, and the chunk scripts of the pages linked.
      if (/route-table\.[0-9a-f]+\.json$|\.js$/.test(req.url())) prefetches.push(req.url());
    });
    // Links further down the list come into view; the pointer never moves.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
    await page.waitForTimeout(1000);
    expect(prefetches, 'prefetched before any idle time').toEqual([]);
    await page.evaluate(() =>
      setInterval(() => (window as unknown as {__idle: {release(): void}}).__idle.release(), 50),
    );
    await expect.poll(() => prefetches.length, {timeout: 10_000}).toBeGreaterThan(0);
  });

  test('is skipped on a 2g connection', async ({page, site}) => {
    await page.addInitScript(() =>
      Object.defineProperty(navigator, 'connection', {
        get: () => ({effectiveType: '2g', saveData: false}),
      }),
    );
    expect(await chunkRequestsOnHover(page, site)).toBe(0);
  });

  test('is skipped on data saver', async ({page, site}) => {
    await site.dataSaver();
    expect(await chunkRequestsOnHover(page, site)).toBe(0);
  });
});
