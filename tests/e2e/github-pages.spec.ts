import {test, expect, type Page} from '@playwright/test';
import {startGithubPagesLike} from '../../scripts/nginx/githubPages';
import type {RunningNginx} from '../../scripts/nginx/harness';
import {notFound} from '../../src/data/notFound';

/**
 * The test build as GitHub Pages serves it (scripts/nginx/githubPages.ts): a
 * file for the address, else address.html, else address/index.html, else
 * 404.html with status 404, and no redirects. Every address form a visitor
 * may type must show the right page, or our not-found page, without the page
 * going blank, without a spinner, and without a console error or warning,
 * but for the browser's own line about a 404 document.
 */
let host: RunningNginx;
test.beforeAll(async () => {
  host = await startGithubPagesLike('build-test');
});
test.afterAll(async () => {
  await host?.stop();
});

/** Notes, in the page, whether the h1 ever went (a blank or a loader) and whether a spinner ever showed. */
async function watchForFlashes(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as {sawBlank?: boolean; sawSpinner?: boolean};
    new MutationObserver(() => {
      // While the document is still being parsed, the h1 has not arrived yet.
      if (document.readyState === 'loading') return;
      const root = document.getElementById('__docusaurus');
      if (root && !root.querySelector('h1')) w.sawBlank = true;
      if (document.querySelector('[role="status"] [class*="spinner"]')) w.sawSpinner = true;
    }).observe(document, {childList: true, subtree: true});
  });
}

const browserOwn404 = /^Failed to load resource: the server responded with a status of 404/;

async function visit(page: Page, address: string): Promise<{status: number; h1: string; problems: string[]}> {
  const problems: string[] = [];
  const onConsole = (m: {type: () => string; text: () => string}) => {
    if ((m.type() === 'error' || m.type() === 'warning') && !browserOwn404.test(m.text())) problems.push(`${m.type()}: ${m.text()}`);
  };
  page.on('console', onConsole);
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  const response = await page.goto(`${host.url}${address}`);
  await expect(page.locator('html[data-has-hydrated="true"]'), address).toHaveCount(1);
  // A little longer: a late render (a loader, a mismatch) would show by now.
  await page.waitForTimeout(300);
  const flashes = await page.evaluate(() => window as unknown as {sawBlank?: boolean; sawSpinner?: boolean});
  if (flashes.sawBlank) problems.push('the page went blank (no h1) on the way');
  if (flashes.sawSpinner) problems.push('a spinner showed');
  page.off('console', onConsole);
  return {status: response?.status() ?? 0, h1: (await page.locator('h1').first().textContent()) ?? '', problems};
}

// One page of each type.
const pages = [
  '/',
  '/features',
  '/get-started',
  '/community',
  '/getting-started/installation',
  '/docs',
  '/docs/installation',
  '/blogs',
  '/blogs/page/2',
  '/blogs/2020/06/29/podman-v2-announce',
  '/blogs/tags/podman',
  '/blogs/archive',
  '/blogs/authors/mheon',
  '/release',
  '/release/2022/10/22/podman-release-v4.3.0',
];

/** The forms a visitor (or an old link) may use for the same page. */
const variants = (p: string) => (p === '/' ? ['/', '/index.html'] : [p, `${p}.html`, `${p}/index.html`, `${p}/`]);
/**
 * Each visit waits for the page to hydrate, about two seconds of a core:
 * every form of every page took four minutes of a worker. Per push a page is
 * visited at its own address and at one other form, the forms taken in turn
 * from page to page so that each is tried on five kinds of page; nightly
 * (TEST_NIGHTLY=1), every form of every page.
 */
const nightly = process.env.TEST_NIGHTLY === '1';
const formsToVisit = (p: string, index: number) => {
  const all = variants(p);
  return nightly ? all : [all[0]!, all[1 + (index % (all.length - 1))]!];
};

for (const [index, p] of pages.entries()) {
  test(`${p}: ${nightly ? 'all' : 'two'} of the forms of its address show the page, with no flash and no console error`, async ({browser}) => {
    const context = await browser.newContext();
    let expected = '';
    for (const address of formsToVisit(p, index)) {
      const page = await context.newPage();
      await watchForFlashes(page);
      const seen = await visit(page, address);
      expected ||= seen.h1;
      expect(seen.h1, `${address} shows the page of ${p}`).toBe(expected);
      expect(seen.problems, address).toEqual([]);
      await page.close();
    }
    expect(expected).not.toBe(notFound.title);
    await context.close();
  });
}

test('unknown addresses: our not-found page, status 404, with the address, no flash and no console error', async ({page}) => {
  await watchForFlashes(page);
  for (const address of ['/no/such/page', '/blogs/2099/01/01/nothing', '/docs/nothing-here', '/release/nope.html']) {
    const seen = await visit(page, address);
    expect(seen.status, address).toBe(404);
    expect(seen.h1, address).toBe(notFound.title);
    expect(seen.problems, address).toEqual([]);
    await expect(page.getByRole('main').getByText(address, {exact: true})).toBeVisible();
  }
});

test('the not-found page says nothing wrong before the scripts run', async ({request}) => {
  const res = await request.get(`${host.url}/no/such/page`);
  expect(res.status()).toBe(404);
  const html = await res.text();
  expect(html).toContain(notFound.body);
  // Rendered once at /404 and served for every unknown address: it must not name /404 as the address.
  expect(html).not.toMatch(/lives at\s*(<!-- -->)?\s*<code[^>]*>\/404</);
});

test('a .html address whose page code is slow: the rendered page stays, no spinner, no blank', async ({page}) => {
  await watchForFlashes(page);
  // Every script after the document's own is a second late.
  await page.route('**/assets/js/**', async (route) => {
    await new Promise((r) => setTimeout(r, 1000));
    await route.continue();
  });
  const seen = await visit(page, '/community.html');
  expect(seen.h1).toBe('Community');
  expect(seen.problems).toEqual([]);
});
