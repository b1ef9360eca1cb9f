import type {Browser} from '@playwright/test';

export type PageWeight = {html: number; css: number; js: number; fontsImages: number; other: number; requests: number};

/**
 * What a first visit to a page downloads, in compressed bytes by type, until
 * the page has hydrated and the network is idle. Route prefetching is turned
 * off (as on a data-saver connection): it fetches other pages' code, not this
 * page's.
 */
export async function pageWeight(browser: Browser, url: string): Promise<PageWeight> {
  const context = await browser.newContext();
  // A string, not a function: a transpiled function may refer to helpers the page does not have.
  await context.addInitScript(
    "Object.defineProperty(navigator, 'connection', {get: () => ({effectiveType: '4g', saveData: true})});",
  );
  const page = await context.newPage();
  const sizes: Promise<{type: string; bytes: number}>[] = [];
  page.on('requestfinished', (request) => {
    sizes.push(
      request.sizes().then((s) => ({type: request.resourceType(), bytes: s.responseBodySize + s.responseHeadersSize})),
    );
  });
  await page.goto(url);
  await page.waitForSelector('html[data-has-hydrated="true"]');
  await page.waitForLoadState('networkidle');
  const all = await Promise.all(sizes);
  await context.close();
  const sum = (types: string[]) => all.filter((r) => types.includes(r.type)).reduce((n, r) => n + r.bytes, 0);
  return {
    html: sum(['document']),
    css: sum(['stylesheet']),
    js: sum(['script']),
    fontsImages: sum(['font', 'image']),
    other: sum(['fetch', 'xhr', 'other', 'manifest', 'media']),
    requests: all.length,
  };
}
