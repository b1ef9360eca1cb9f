// Browser tests: the spec's §4 states (loader, crash screen, progress bar, chunk failures,
// scrolling).
import type {Page} from '@playwright/test';
import {test, expect, browserLogs, type Site} from '../fixtures/test';

/** The theme's route progress bar (nprogress). */
const BAR = '#nprogress';

/** The scripts the page has loaded so far, from the browser's resource timing. */
async function loadedScripts(page: Page): Promise<Set<string>> {
  return new Set(
    await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => e.name)
        .filter((n) => n.endsWith('.js')),
    ),
  );
}

/**
 * Holds every script the page has not loaded yet for `ms` before it goes out, so that the next
 * route takes a while.
 */
async function delayNewScripts(page: Page, ms: number): Promise<void> {
  const initial = await loadedScripts(page);
  await page.route('**/*.js', async (route) => {
    if (!initial.has(route.request().url())) await new Promise((r) => setTimeout(r, ms));
    await route.continue();
  });
}

/**
 * Opens the loader's fixture, noting in the page when its spinner first appears (window.spinnerAt).
 */
async function openLoader(page: Page, site: Site): Promise<void> {
  await page.addInitScript(() => {
    new MutationObserver(() => {
      const w = window as unknown as {spinnerAt?: number};
      if (w.spinnerAt === undefined && document.querySelector('main [role="status"]')) {
        w.spinnerAt = performance.now();
      }
    }).observe(document, {childList: true, subtree: true});
  });
  await page.goto(site.path('/__fixtures/loader'));
}

/**
 * How long after the lazy panel was asked for the spinner showed, and the panel (undefined: not yet
 * or never).
 */
const sinceRequested = (page: Page) =>
  page.evaluate(() => {
    const requested = performance.getEntriesByName('lazy-panel:requested')[0]?.startTime;
    const since = (at?: number) =>
      requested === undefined || at === undefined ? undefined : at - requested;
    const spinnerAt = (window as unknown as {spinnerAt?: number}).spinnerAt;
    return {
      spinner: since(spinnerAt),
      panel: since(performance.getEntriesByName('lazy-panel:shown')[0]?.startTime),
    };
  });

const setWindow = (page: Page, values: Record<string, boolean>) =>
  page.evaluate((v) => Object.assign(window, v), values);
/** No progress bar, now and still `ms` later. */
async function noBarAfter(page: Page, ms: number) {
  await page.waitForTimeout(ms);
  await expect(page.locator(BAR)).toHaveCount(0);
}

test.describe('route loader (a fixture page)', () => {
  test('shows nothing for 200 ms, then a spinner, then the content', async ({page, site}) => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route(/lazy-panel/, (route) => held.then(() => route.continue()));
    await openLoader(page, site);
    const status = page.locator('main [role="status"]');
    await expect(status).toBeVisible();
    // The loader asks for the chunk and starts its 200 ms delay at the same moment.
    const {spinner} = await sinceRequested(page);
    expect(spinner).toBeGreaterThanOrEqual(199);
    expect(spinner).toBeLessThan(1000);
    const box = (await status.boundingBox())!;
    const main = (await page.locator('main').boundingBox())!;
    expect(Math.abs(box.x + box.width / 2 - (main.x + main.width / 2))).toBeLessThan(8);
    release();
    await expect(page.getByTestId('lazy-panel')).toBeVisible();
    await expect(status).toHaveCount(0);
  });

  /** The loader's page with its lazy chunk failing once; the red box it shows. */
  async function failedChunk(page: Page, site: Site) {
    site.expectErrors(browserLogs.aborted);
    let failures = 1;
    await page.route(/lazy-panel/, (route) =>
      failures-- > 0 ? route.abort('failed') : route.continue(),
    );
    await page.goto(site.path('/__fixtures/loader'));
    const alert = page.locator('main [role="alert"]');
    await expect(alert).toBeVisible();
    return alert;
  }

  test("shows a failed chunk's error in a red box", async ({page, site}) => {
    const alert = await failedChunk(page, site);
    await expect(alert).toContainText(/Loading chunk|ChunkLoadError|failed/i);
    expect(await alert.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
      'rgb(179, 38, 30)',
    );
  });

  test('loads a failed chunk again on Retry', async ({page, site}) => {
    const alert = await failedChunk(page, site);
    await alert.getByRole('button', {name: 'Retry'}).click();
    await expect(page.getByTestId('lazy-panel')).toBeVisible();
  });

  /**
   * Delays the lazily loaded panel's chunk by `delayMs`, and returns when the spinner and the panel
   * showed.
   */
  async function spinnerFor(page: Page, site: Site, delayMs: number) {
    await page.route(/lazy-panel/, async (route) => {
      // Fetched by Node, not through the browser (route.fetch), whose round trip alone can take 100
      // ms on a busy machine.
      const started = Date.now();
      const body = Buffer.from(await (await fetch(route.request().url())).arrayBuffer());
      await new Promise((r) => setTimeout(r, Math.max(0, delayMs - (Date.now() - started))));
      await route.fulfill({body, contentType: 'application/javascript'});
    });
    await openLoader(page, site);
    await expect(page.getByTestId('lazy-panel')).toBeVisible();
    return sinceRequested(page);
  }

  test('shows no spinner for a chunk that comes within 100 ms', async ({page, site}) => {
    const {spinner, panel} = await spinnerFor(page, site, 100);
    // On a machine so busy that the answer itself came late, a spinner may show, but never before
    // 200 ms.
    expect(panel, 'the panel marks when it shows').toBeDefined();
    if (panel! < 190) expect(spinner, `panel after ${panel} ms`).toBeUndefined();
    else if (spinner !== undefined) expect(spinner).toBeGreaterThanOrEqual(199);
  });

  test('shows the spinner for a slow chunk, 200 ms after asking', async ({page, site}) => {
    const {spinner} = await spinnerFor(page, site, 1000);
    expect(spinner).toBeDefined();
    expect(spinner!).toBeGreaterThanOrEqual(199);
  });
});

test('starts the progress bar at 200 ms, ending it when the route shows', async ({page, site}) => {
  await site.open('/community');
  await delayNewScripts(page, 1200);
  await page.evaluate(() => {
    const w = window as unknown as {barAt?: number; barGoneAt?: number; clickAt?: number};
    new MutationObserver(() => {
      const bar = document.querySelector('#nprogress');
      if (bar && w.barAt === undefined) w.barAt = performance.now();
      if (!bar && w.barAt !== undefined && w.barGoneAt === undefined) {
        w.barGoneAt = performance.now();
      }
    }).observe(document.body, {childList: true, subtree: true});
    document.addEventListener('click', () => (w.clickAt = performance.now()), {capture: true});
  });
  await page
    .getByRole('contentinfo')
    .getByRole('link', {name: 'Installation Instructions'})
    .click();
  await expect(page.getByRole('heading', {level: 1, name: 'Podman Installation'})).toBeVisible();
  await page.waitForFunction(
    () => (window as unknown as {barGoneAt?: number}).barGoneAt !== undefined,
  );
  const timing = await page.evaluate(() => {
    const w = window as unknown as {barAt: number; barGoneAt: number; clickAt: number};
    return {start: w.barAt - w.clickAt, end: w.barGoneAt - w.clickAt};
  });
  expect(timing.start).toBeGreaterThanOrEqual(190);
  expect(timing.start).toBeLessThan(1000);
  expect(timing.end).toBeGreaterThan(1000);
});

test('reloads the page, with a warning, when a route chunk fails', async ({page, site}) => {
  site.expectErrors(browserLogs.aborted);
  // No prefetching (data saver), or the next page's chunks may be in before the test starts.
  await site.dataSaver();
  await site.open('/community');
  const initial = await loadedScripts(page);
  // Chunks fail until the browser loads a document again: the reload.
  let reloading = false;
  const reloaded = page
    .waitForRequest((req) => req.isNavigationRequest())
    .then(() => (reloading = true));
  let aborted = 0;
  await page.route('**/*.js', async (route) => {
    if (initial.has(route.request().url()) || reloading) return route.continue();
    aborted++;
    return route.abort('failed');
  });
  await page
    .getByRole('contentinfo')
    .getByRole('link', {name: 'Installation Instructions'})
    .click();
  await reloaded;
  await expect(page).toHaveURL(/\/docs\/installation$/);
  expect(aborted).toBeGreaterThan(0);
  expect(site.warnings().some((w) => /chunk|Loading/i.test(w))).toBe(true);
  await expect(page.getByRole('heading', {level: 1, name: 'Podman Installation'})).toBeVisible();
});

test.describe('scrolling after navigation', () => {
  test('goes to the hash target if any, else to the top', async ({page, site}) => {
    await site.open('/docs');
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await page.waitForFunction(() => window.scrollY > 500);
    await page
      .getByRole('contentinfo')
      .getByRole('link', {name: 'Installation Instructions'})
      .click();
    await expect(page.getByRole('heading', {level: 1, name: 'Podman Installation'})).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await site.open('/getting-started/installation');
    await page.getByRole('link', {name: 'Full steps for FreeBSD'}).click();
    await expect(page).toHaveURL(/\/docs\/installation#freebsd$/);
    await expect
      .poll(() =>
        page.evaluate(() =>
          Math.round(document.getElementById('freebsd')!.getBoundingClientRect().top),
        ),
      )
      .toBeLessThan(150);
  });

  test('stays put when only the query string changes', async ({page, site}) => {
    await site.open('/docs/installation');
    const tab = page.getByRole('tab', {name: 'Ubuntu'}).first();
    await tab.scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(100);
    await tab.click();
    await expect(page).toHaveURL(/\?linux-distro=/);
    await page.waitForTimeout(300);
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - before)).toBeLessThan(5);
  });
});

test('keeps the page readable when the playground fails, with Retry', async ({page, site}) => {
  site.expectErrors(browserLogs.aborted, /ChunkLoadError/);
  let fail = true;
  await page.route(/live-playground/, (route) => (fail ? route.abort('failed') : route.continue()));
  await site.open('/get-started');
  const composer = page.getByTestId('run-composer');
  // The loader's red box (the playground's own alert region, for a compile error, is another).
  const alert = composer
    .getByRole('alert')
    .filter({has: page.getByRole('button', {name: 'Retry'})});
  await expect(alert).toBeVisible();
  expect(await alert.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
    'rgb(179, 38, 30)',
  );
  // The rest of the page, and the playground's code, are still there.
  await expect(
    page.getByRole('heading', {level: 1, name: 'Get Started with Podman'}),
  ).toBeVisible();
  await expect(page.getByText('This page crashed')).toHaveCount(0);
  await expect(composer.locator('pre')).toContainText('podman');
  fail = false;
  await alert.getByRole('button', {name: 'Retry'}).click();
  await expect(composer.getByLabel('Image')).toBeVisible();
  await expect(alert).toHaveCount(0);
});

/** Opens the page that crashes on arrival, its code late so that the progress bar shows first. */
async function crashOnArrival(page: Page, site: Site): Promise<void> {
  site.expectErrors(/Fixture render crash/);
  await site.open('/__fixtures/loader');
  await delayNewScripts(page, 800);
  await page.getByRole('link', {name: 'A page that crashes on arrival'}).click();
  await expect(page.locator(BAR)).toHaveCount(1);
  await expect(page.getByRole('heading', {name: /This page crashed/})).toBeVisible();
}

test('ends the progress bar when a page crashes on arrival', async ({page, site}) => {
  await crashOnArrival(page, site);
  await expect(page.locator(BAR)).toHaveCount(0);
});

test('keeps the bar ended after Try again on a page that crashed', async ({page, site}) => {
  await crashOnArrival(page, site);
  await setWindow(page, {fixtureRecovered: true});
  await page.getByRole('button', {name: 'Try again'}).click();
  await expect(page.getByText('Recovered after the crash.')).toBeVisible();
  await noBarAfter(page, 700);
});

/**
 * Opens /blogs with dates failing once `window.datesFail` is set (a post's header writes its date
 * with src/lib/dates.ts, so a post shown after that crashes), and returns the first post's link and
 * title.
 */
async function blogsWithFailingDates(page: Page, site: Site) {
  site.expectErrors(/Dates fail \(test\)/);
  await page.addInitScript(() => {
    const {getUTCFullYear} = Date.prototype;
    Date.prototype.getUTCFullYear = function (this: Date) {
      if ((window as unknown as {datesFail?: boolean}).datesFail) {
        throw new Error('Dates fail (test)');
      }
      return getUTCFullYear.call(this);
    };
  });
  await site.open('/blogs');
  const post = page.locator('article h2 a').first();
  return {post, title: (await post.textContent())!.trim()};
}

/**
 * Clicks the first post of /blogs with dates failing, its code late: the post crashes as it shows.
 */
async function crashOnClick(page: Page, site: Site): Promise<string> {
  // No prefetching (data saver): the post's code is fetched on the click, late, so the bar shows
  // first.
  await site.dataSaver();
  const {post, title} = await blogsWithFailingDates(page, site);
  await delayNewScripts(page, 800);
  await setWindow(page, {datesFail: true});
  await post.click();
  await expect(page.getByRole('heading', {name: /This page crashed/})).toBeVisible();
  return title;
}

test('ends the progress bar when a post crashes as a click shows it', async ({page, site}) => {
  await crashOnClick(page, site);
  // Whether the crash comes before the bar's 200 ms or after (the list may already hold the post's
  // code), once the crash screen is up no bar stays, nor comes back a while later.
  await expect(page.locator(BAR)).toHaveCount(0);
  await noBarAfter(page, 1000);
});

test('keeps the bar ended after Try again on a post that crashed', async ({page, site}) => {
  const title = await crashOnClick(page, site);
  await setWindow(page, {datesFail: false});
  await page.getByRole('button', {name: 'Try again'}).click();
  await expect(page.getByRole('heading', {level: 1, name: title})).toBeVisible();
  await noBarAfter(page, 700);
});

test('shows no progress bar after a post crashes at once', async ({page, site}) => {
  const {post, title} = await blogsWithFailingDates(page, site);
  // The post once, so its code is in the browser: the crash then comes before the bar's 200 ms.
  await post.click();
  await expect(page.getByRole('heading', {level: 1, name: title})).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', {level: 1, name: 'Blog'})).toBeVisible();
  await page.waitForTimeout(700);
  await setWindow(page, {datesFail: true});
  await post.click();
  await expect(page.getByRole('heading', {name: /This page crashed/})).toBeVisible();
  await noBarAfter(page, 1000);
});
