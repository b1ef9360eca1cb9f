import type {Browser} from '@playwright/test';
import {buildFileFor, shippedBytes} from './shippedWeight.ts';

const origin = 'http://bench-first-load.invalid';

/**
 * The compressed bytes of the scripts and the document a first visit to
 * `pagePath` of the build in `buildDir` loads, until hydrated and idle. The
 * browser gets the build's files straight from disk (no server, no port);
 * route prefetching is off, as on a data-saver connection, since it fetches
 * other pages' code. A page that does not hydrate within `hydrateTimeoutMs`
 * throws (Playwright's timeout error).
 */
export async function firstLoad(browser: Browser, buildDir: string, pagePath: string, hydrateTimeoutMs = 30_000): Promise<{js: number; html: number}> {
  const context = await browser.newContext();
  await context.addInitScript("Object.defineProperty(navigator, 'connection', {get: () => ({effectiveType: '4g', saveData: true})});");
  const loaded = new Map<string, string>();
  await context.route(`${origin}/**`, async (route) => {
    const file = buildFileFor(buildDir, new URL(route.request().url()).pathname);
    if (!file) return route.fulfill({status: 404, body: 'not in the build'});
    const type = route.request().resourceType();
    if (type === 'script' || type === 'document') loaded.set(file, type);
    return route.fulfill({path: file});
  });
  try {
    const page = await context.newPage();
    await page.goto(`${origin}${pagePath}`);
    await page.waitForSelector('html[data-has-hydrated="true"]', {timeout: hydrateTimeoutMs});
    await page.waitForLoadState('networkidle');
  } finally {
    await context.close();
  }
  let js = 0;
  let html = 0;
  for (const [file, type] of loaded) {
    if (type === 'script') js += shippedBytes(file);
    else html += shippedBytes(file);
  }
  return {js, html};
}
