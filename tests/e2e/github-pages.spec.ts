// Browser tests against the GitHub Pages stand-in: every form of every address, and unknown ones.
import type {Page} from '@playwright/test';
import {test, expect, browserLogs} from '../fixtures/test';
import fs from 'node:fs';
import path from 'node:path';
import {startGithubPagesLike} from '../../scripts/nginx/githubPages';
import type {RunningNginx} from '../../scripts/nginx/harness';
import {notFound} from '../../src/data/notFound';
import {archive} from '../fixtures/archive';
import {redirectPage} from '../../plugins/address-forms/redirectPage';
import {formsToVisit, nightly} from '../../scripts/measure/perPush';
import {customPaths} from '../fixtures/customPages';

// The test build as GitHub Pages serves it (scripts/nginx/githubPages.ts; maintaining/testing.md).
let host: RunningNginx;
test.beforeAll(async () => void (host = await startGithubPagesLike('build-test')));
test.afterAll(() => host?.stop());

type Flashes = {sawBlank?: boolean; sawSpinner?: boolean; sawNotFound?: boolean};
const flashesOf = (page: Page) =>
  page.evaluate(() => (window as unknown as {flashes: Flashes}).flashes);

/**
 * Notes, in the page, whether the h1 ever went, a spinner showed, or the not-found page's heading
 * was in the document (so painted).
 */
async function watchForFlashes(page: Page): Promise<void> {
  await page.addInitScript((notFoundTitle) => {
    const w: Flashes = ((window as unknown as {flashes: Flashes}).flashes = {});
    new MutationObserver(() => {
      const h1 = document.querySelector('h1');
      if (h1?.textContent?.trim() === notFoundTitle) w.sawNotFound = true;
      // While the document is still being parsed, the h1 has not arrived yet.
      if (document.readyState === 'loading') return;
      const root = document.getElementById('__docusaurus');
      if (root && !root.querySelector('h1')) w.sawBlank = true;
      if (document.querySelector('[role="status"] [class*="spinner"]')) w.sawSpinner = true;
    }).observe(document, {childList: true, subtree: true});
  }, notFound.title);
}

/**
 * Visits an address of the host: its status and h1, console errors and warnings (but the browser's
 * own 404 line), and flashes.
 */
async function visit(
  page: Page,
  address: string,
): Promise<{status: number; h1: string; problems: string[]; sawNotFound: boolean}> {
  await watchForFlashes(page);
  const problems: string[] = [];
  const onConsole = (m: {type: () => string; text: () => string}) => {
    if ((m.type() === 'error' || m.type() === 'warning') && !browserLogs.notFound.test(m.text())) {
      problems.push(`${m.type()}: ${m.text()}`);
    }
  };
  page.on('console', onConsole);
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  const response = await page.goto(`${host.url}${address}`);
  await expect(page.locator('html[data-has-hydrated="true"]'), address).toHaveCount(1);
  // A little longer: a late render (a loader, a mismatch) would show by now.
  await page.waitForTimeout(300);
  const flashes = await flashesOf(page);
  if (flashes.sawBlank) problems.push('the page went blank (no h1) on the way');
  if (flashes.sawSpinner) problems.push('a spinner showed');
  page.off('console', onConsole);
  return {
    status: response?.status() ?? 0,
    h1: (await page.locator('h1').first().textContent()) ?? '',
    problems,
    sawNotFound: !!flashes.sawNotFound,
  };
}

const pages = [
  ...customPaths,
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

/** The forms a visitor (or an old link) may use for a page. */
const variants = (p: string) =>
  p === '/' ? ['/', '/index.html'] : [p, `${p}.html`, `${p}/index.html`, `${p}/`];

for (const [index, p] of pages.entries()) {
  test(`${p}: ${nightly ? 'every form' : 'two forms'} show it cleanly`, async ({browser}) => {
    const context = await browser.newContext();
    let expected = '';
    for (const address of formsToVisit(variants(p), index)) {
      const page = await context.newPage();
      const seen = await visit(page, address);
      expected ||= seen.h1;
      expect(seen.status, `${address} answers 200`).toBe(200);
      expect(seen.sawNotFound, `${address} painted the not-found page on the way`).toBe(false);
      expect(seen.h1, `${address} shows the page of ${p}`).toBe(expected);
      expect(seen.problems, address).toEqual([]);
      await page.close();
    }
    expect(expected).not.toBe(notFound.title);
    await context.close();
  });
}

// One old address of each kind (config/redirects.ts: fixed, and worked out from a release, a notice
// or a talk), each a redirect page as old.html and old/index.html. Per push each at its own address
// and one other form, in turn, so that every form is loaded; nightly all four.
const oldAddresses = [
  ['/releases', '/release'],
  ['/getting-started/checkpoint', '/docs/checkpoint'],
  ['/releases/2022/10/22/podman-release-v4.3.0', '/release/2022/10/22/podman-release-v4.3.0'],
  ['/new/2019/06/13/new', '/blogs/2019/06/13/new'],
  [
    '/talks/2018/10/01/talk-replace-docker-with-podman',
    '/blogs/2018/10/01/talk-replace-docker-with-podman',
  ],
] as const;

for (const [index, [old, to]] of oldAddresses.entries()) {
  test(`${old}: ${nightly ? 'every form leads' : 'two forms lead'} to its page`, async ({
    browser,
  }) => {
    const context = await browser.newContext();
    const expected = await visit(await context.newPage(), to);
    for (const address of formsToVisit(variants(old), index)) {
      const page = await context.newPage();
      const seen = await visit(page, address);
      expect(new URL(page.url()).pathname, address).toBe(to);
      expect(seen.h1, `${address} shows the page of ${to}`).toBe(expected.h1);
      expect(seen.sawNotFound, `${address} painted the not-found page on the way`).toBe(false);
      expect(seen.problems, address).toEqual([]);
      await page.close();
    }
    await context.close();
  });
}

/**
 * The page an address leads to, by its canonical link (or 'not found'), without a browser: 301s and
 * redirect pages followed.
 */
async function leadsTo(address: string): Promise<string> {
  let at = address;
  for (let hop = 0; hop < 4; hop++) {
    const res = await fetch(`${host.url}${at}`, {redirect: 'manual'});
    if (res.status === 301) {
      at = new URL(res.headers.get('location')!, host.url).pathname;
      continue;
    }
    if (res.status === 404) return 'not found';
    expect(res.status, `${address} (at ${at})`).toBe(200);
    const html = await res.text();
    const refresh = /<meta http-equiv="refresh" content="0; url=([^"]+)">/.exec(html);
    if (refresh) {
      at = refresh[1]!;
      continue;
    }
    const canonical =
      /<link[^>]*\brel="?canonical"?[^>]*\bhref="?https:\/\/podman\.io([^"\s>]*)/.exec(html);
    return canonical ? canonical[1] || '/' : `${at} (no canonical link)`;
  }
  throw new Error(`${address}: more than three redirects`);
}

test('leads every form of every page and old address to its page', async () => {
  test.setTimeout(120_000);
  const sitemap = fs.readFileSync(path.resolve('build-test/sitemap.xml'), 'utf8');
  const routes = [...sitemap.matchAll(/<loc>https:\/\/podman\.io([^<]*)<\/loc>/g)].map(
    (m) => m[1] || '/',
  );
  expect(routes.length).toBeGreaterThan(500);
  const forms = routes.flatMap((route) => variants(route).map((address) => ({address, route})));
  const oldPosts = archive().flatMap(({old, route}) =>
    [old, old.replace(/\.html$/, '')].map((address) => ({address, route})),
  );
  const wrong: string[] = [];
  for (const {address, route} of [...forms, ...oldPosts]) {
    const end = await leadsTo(address);
    if (end !== route) wrong.push(`${address} → ${end} (the page is ${route})`);
  }
  expect(wrong).toEqual([]);
});

for (const address of [
  '/no/such/page',
  '/blogs/2099/01/01/nothing',
  '/docs/nothing-here',
  '/release/nope.html',
]) {
  test(`${address}: shows our not-found page, a 404`, async ({page, site}) => {
    site.expectErrors(browserLogs.notFound);
    const seen = await visit(page, address);
    expect(seen.status).toBe(404);
    expect(seen.h1).toBe(notFound.title);
    expect(seen.problems).toEqual([]);
    await expect(page.getByRole('main').getByText(address, {exact: true})).toBeVisible();
  });
}

test('the not-found page says nothing wrong before the scripts run', async ({request}) => {
  const res = await request.get(`${host.url}/no/such/page`);
  expect(res.status()).toBe(404);
  const html = await res.text();
  expect(html).toContain(notFound.body);
  // Rendered once at /404 and served for every unknown address: it must not name /404 as the
  // address.
  expect(html).not.toMatch(/lives at\s*(<!-- -->)?\s*<code[^>]*>\/404</);
});

test('keeps a slow .html page rendered, with no spinner and no blank', async ({page}) => {
  // Every script after the document's own is a second late.
  await page.route('**/assets/js/**', async (route) => {
    await new Promise((r) => setTimeout(r, 1000));
    await route.continue();
  });
  const seen = await visit(page, '/community.html');
  expect(seen.h1).toBe('Community');
  expect(seen.problems).toEqual([]);
});

test("keeps a page's own HTML when its code fails to load", async ({page, site}) => {
  site.expectErrors(browserLogs.aborted);
  await watchForFlashes(page);
  await page.route('**/assets/js/**', (route) => route.abort());
  const response = await page.goto(`${host.url}/features/`);
  expect(response?.status()).toBe(200);
  await page.waitForLoadState('load');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Podman Features');
  expect((await flashesOf(page)).sawNotFound ?? false).toBe(false);
});

test('writes every redirect page from one template, to a page of the build', () => {
  const pages = fs
    .readdirSync('build-test', {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.html'));
  const redirecting = pages.filter((file) =>
    /http-equiv="?refresh/i.test(fs.readFileSync(path.join('build-test', file), 'utf8')),
  );
  expect(redirecting.length).toBeGreaterThan(100);
  for (const file of redirecting) {
    const html = fs.readFileSync(path.join('build-test', file), 'utf8');
    const to = /content="0; url=([^"]+)"/.exec(html)?.[1] ?? '';
    expect(html, file).toBe(redirectPage(to, 'https://podman.io'));
    expect(
      pages.some((page) =>
        [`${to.slice(1)}.html`, path.posix.join(to.slice(1), 'index.html')].includes(page),
      ),
      `${file} leads to ${to}`,
    ).toBe(true);
  }
});
