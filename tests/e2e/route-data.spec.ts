// Browser tests of the route-data speed piece: a page hydrates from its own route data.
import fs from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {test, expect, browserLogs, type Site} from '../fixtures/test';
import {buildPages} from '../fixtures/buildPages';

const buildDir = path.resolve('build-test');
const isTable = (url: string) => /\/assets\/route-table\.[0-9a-f]{8}\.json$/.test(url);
/** The chunk scripts the route data of the page on screen names. */
const routeScripts = async (page: Page) =>
  (JSON.parse((await page.locator('#__route-data').textContent())!) as {scripts: string[]}).scripts;
/** The file of the build's `dir` whose name matches `name` (a hashed one). */
const hashedFile = (dir: string, name: RegExp) =>
  path.join(
    buildDir,
    dir,
    fs.readdirSync(path.join(buildDir, dir)).find((f) => name.test(f)) ?? '',
  );

/** A first visit to a post, on a data-saver connection; the route tables it fetches. */
async function firstVisitTables(page: Page, site: Site): Promise<string[]> {
  await site.dataSaver();
  const tables: string[] = [];
  page.on('request', (req) => {
    if (isTable(req.url())) tables.push(req.url());
  });
  await site.open('/blogs/2020/08/10/podman-go-bindings');
  await page.waitForLoadState('networkidle');
  return tables;
}

test("hydrates a first visit from the page's own route data alone", async ({page, site}) => {
  expect(await firstVisitTables(page, site)).toEqual([]);
});

test('fetches the route table once, with the first click', async ({page, site}) => {
  const tables = await firstVisitTables(page, site);
  await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Features'}).click();
  await expect(page.getByRole('heading', {level: 1, name: 'Podman Features'})).toBeVisible();
  expect(tables).toHaveLength(1);
  // A second client-side navigation uses the table already there.
  await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Community'}).click();
  await expect(page).toHaveURL(/\/community$/);
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  expect(tables).toHaveLength(1);
});

test("asks for the page's chunks with main.js, once each", async ({page, site}) => {
  await site.dataSaver();
  const log: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') log.push(`asked ${new URL(req.url()).pathname}`);
  });
  page.on('requestfinished', (req) => {
    if (/\/main\.[0-9a-f]+\.js$/.test(req.url())) log.push('main.js arrived');
  });
  await site.open('/docs/installation');
  await page.waitForLoadState('networkidle');
  const scripts = await routeScripts(page);
  expect(scripts.length).toBeGreaterThan(3);
  const arrived = log.indexOf('main.js arrived');
  expect(arrived).toBeGreaterThan(0);
  for (const script of scripts) {
    expect(
      log.filter((line) => line === `asked ${script}`),
      `${script} asked for once`,
    ).toHaveLength(1);
    expect(
      log.indexOf(`asked ${script}`),
      `${script} asked for before main.js arrived`,
    ).toBeLessThan(arrived);
  }
});

for (const when of ['before', 'after'] as const) {
  test(`fetches again a chunk that fails ${when} main.js takes over`, async ({page, site}) => {
    site.expectErrors(browserLogs.unavailable);
    await site.dataSaver();
    let mainArrived: () => void = () => {};
    const mainHere = new Promise<void>((resolve) => (mainArrived = resolve));
    page.on('requestfinished', (req) => {
      if (/\/main\.[0-9a-f]+\.js$/.test(req.url())) mainArrived();
    });
    const asked = new Map<string, number>();
    await page.route(/\/assets\/js\/(?!main\.|runtime~main\.)[^/]+\.js$/, async (route) => {
      const url = new URL(route.request().url()).pathname;
      asked.set(url, (asked.get(url) ?? 0) + 1);
      if (asked.get(url)! > 1) return route.continue();
      // Each chunk's first request fails: at once, or well after main.js has started the page.
      if (when === 'after') {
        await mainHere.then(() => new Promise((resolve) => setTimeout(resolve, 1000)));
      }
      return route.fulfill({status: 503, body: ''});
    });
    await site.open('/docs/installation');
    for (const script of await routeScripts(page)) {
      expect(asked.get(script), `${script} asked for twice`).toBe(2);
    }
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  });
}

test('gets to the page on a click when the table fails, by a full load', async ({page, site}) => {
  site.expectErrors(browserLogs.unavailable);
  await site.dataSaver();
  await page.route(/\/assets\/route-table\.[0-9a-f]{8}\.json$/, (route) =>
    route.fulfill({status: 503, body: ''}),
  );
  await site.open('/docs/installation');
  await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Features'}).click();
  await expect(page).toHaveURL(/\/features$/);
  await expect(page.getByRole('heading', {level: 1, name: 'Podman Features'})).toBeVisible();
});

test('gives every page route data naming a table of the build', () => {
  const pages = buildPages(buildDir, ['assets', 'pagefind']);
  let withApp = 0;
  for (const file of pages) {
    const html = fs.readFileSync(file, 'utf8');
    if (!/<div id="?__docusaurus"?>/.test(html)) continue;
    withApp++;
    const json = html.match(
      /<script type="application\/json" id="__route-data">(.*?)<\/script>/,
    )?.[1];
    expect(json, `${path.relative(buildDir, file)} has route data`).toBeTruthy();
    const data = JSON.parse(json!) as {
      table: string;
      routes: Record<string, unknown>;
      chunks: Record<string, unknown>;
      scripts: string[];
    };
    expect(fs.existsSync(path.join(buildDir, data.table)), `${data.table} exists`).toBe(true);
    for (const script of data.scripts) {
      expect(fs.existsSync(path.join(buildDir, script)), `${script} exists`).toBe(true);
    }
    if (!file.endsWith('404.html')) {
      expect(
        Object.keys(data.routes).length,
        `${path.relative(buildDir, file)} has its routes`,
      ).toBeGreaterThan(0);
      expect(
        data.scripts.length,
        `${path.relative(buildDir, file)} lists its chunk scripts`,
      ).toBeGreaterThan(0);
    }
  }
  expect(withApp).toBeGreaterThan(500);
});

test('keeps the route tree out of main.js, in the table only', () => {
  const main = hashedFile('assets/js', /^main\.[0-9a-f]+\.js$/);
  expect(fs.statSync(main).isFile()).toBe(true);
  const post = '/blogs/2020/08/10/podman-go-bindings';
  expect(fs.readFileSync(main, 'utf8').includes(post), `main.js names ${post}`).toBe(false);
  const table = hashedFile('assets', /^route-table\.[0-9a-f]{8}\.json$/);
  const {tree} = JSON.parse(fs.readFileSync(table, 'utf8')) as {tree: {path?: string}[]};
  expect(tree.some((route) => route.path === post)).toBe(true);
});

test('keeps the docs layout mounted through the first click', async ({page, site}) => {
  await site.dataSaver();
  await site.open('/docs/installation');
  const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
  // A mark on the element: a layout mounted again would render a new one without it.
  await sidebar.evaluate((el) => el.setAttribute('data-first-mount', ''));
  await sidebar.getByRole('link', {name: 'Checkpoint'}).click();
  await expect(page).toHaveURL(/\/docs\/checkpoint$/);
  await expect(page.getByRole('heading', {level: 1})).toContainText(/checkpoint/i);
  await expect(sidebar).toHaveAttribute('data-first-mount', '');
});

test("the runtime leaves page chunks' script names to the route data", () => {
  const runtime = fs.readFileSync(hashedFile('assets/js', /^runtime~main\.[0-9a-f]+\.js$/), 'utf8');
  const html = fs.readFileSync(path.join(buildDir, 'docs/installation.html'), 'utf8');
  const data = JSON.parse(
    html.match(/<script type="application\/json" id="__route-data">(.*?)<\/script>/)![1]!,
  ) as {hashes: Record<string, string>; scripts: string[]};
  const hashes = Object.entries(data.hashes);
  expect(hashes.length).toBeGreaterThan(2);
  for (const [id, hash] of hashes) {
    expect(runtime.includes(hash), `runtime~main holds the hash of chunk ${id}`).toBe(false);
    expect(data.scripts).toContain(`/assets/js/${id}.${hash}.js`);
  }
});
