import type {Browser} from '@playwright/test';

export type PageWeight = {html: number; css: number; js: number; fontsImages: number; other: number; requests: number};

/** One response of a first visit: its URL, its kind as the browser has it, and its bytes over the wire (headers included). */
export type VisitRequest = {url: string; type: string; transfer: number};

/**
 * What a first visit to a page downloads, until the page has hydrated and the
 * network is idle. Route prefetching is turned off (as on a data-saver
 * connection): it fetches other pages' code, not this page's.
 */
export async function firstVisit(browser: Browser, url: string): Promise<VisitRequest[]> {
  const context = await browser.newContext();
  // A string, not a function: a transpiled function may refer to helpers the page does not have.
  await context.addInitScript(
    "Object.defineProperty(navigator, 'connection', {get: () => ({effectiveType: '4g', saveData: true})});",
  );
  const page = await context.newPage();
  const requests: Promise<VisitRequest>[] = [];
  page.on('requestfinished', (request) => {
    requests.push(
      request.sizes().then((s) => ({url: request.url(), type: request.resourceType(), transfer: s.responseBodySize + s.responseHeadersSize})),
    );
  });
  await page.goto(url);
  await page.waitForSelector('html[data-has-hydrated="true"]');
  await page.waitForLoadState('networkidle');
  const all = await Promise.all(requests);
  await context.close();
  return all;
}

/** The browser's resource types, grouped as the benchmark reports them. */
export const weightGroups = {
  html: ['document'],
  css: ['stylesheet'],
  js: ['script'],
  fontsImages: ['font', 'image'],
  other: ['fetch', 'xhr', 'other', 'manifest', 'media'],
} as const;

/** What a first visit transfers, in compressed bytes by type, headers included: what the served page costs. */
export async function pageWeight(browser: Browser, url: string): Promise<PageWeight> {
  const all = await firstVisit(browser, url);
  const sum = (types: readonly string[]) => all.filter((r) => types.includes(r.type)).reduce((n, r) => n + r.transfer, 0);
  return {
    html: sum(weightGroups.html),
    css: sum(weightGroups.css),
    js: sum(weightGroups.js),
    fontsImages: sum(weightGroups.fontsImages),
    other: sum(weightGroups.other),
    requests: all.length,
  };
}
