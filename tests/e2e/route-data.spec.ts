import fs from 'node:fs';
import path from 'node:path';
import {test, expect, type Page} from '@playwright/test';
import {open, collectConsole} from '../fixtures/page';

// plugins/route-data: each page carries the route data of the routes it
// renders; the table of all routes is fetched only on the way to another page.

const buildDir = path.resolve('build-test');
const isTable = (url: string) => /\/assets\/route-table\.[0-9a-f]{8}\.json$/.test(url);

/** No prefetching (as on a data-saver connection), so only clicks fetch. */
async function sparing(page: Page): Promise<void> {
  await page.addInitScript("Object.defineProperty(navigator, 'connection', {get: () => ({effectiveType: '4g', saveData: true})});");
}

test('a first visit hydrates from the page\'s own route data; the table comes with the first click', async ({page}) => {
  await sparing(page);
  const errors = collectConsole(page, ['error']);
  const tables: string[] = [];
  page.on('request', (req) => {
    if (isTable(req.url())) tables.push(req.url());
  });
  await open(page, '/blogs/2020/08/10/podman-go-bindings');
  await page.waitForLoadState('networkidle');
  expect(tables).toEqual([]);

  await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Features'}).click();
  await expect(page.getByRole('heading', {level: 1, name: 'Podman Features'})).toBeVisible();
  expect(tables).toHaveLength(1);
  // A second client-side navigation uses the table already there.
  await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Community'}).click();
  await expect(page).toHaveURL(/\/community$/);
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  expect(tables).toHaveLength(1);
  expect(errors.map((m) => m.text())).toEqual([]);
});

test('when the table cannot be fetched, a click still gets to the page (a full load)', async ({page}) => {
  await sparing(page);
  await page.route(/\/assets\/route-table\.[0-9a-f]{8}\.json$/, (route) => route.fulfill({status: 503, body: ''}));
  await open(page, '/docs/installation');
  await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Features'}).click();
  await expect(page).toHaveURL(/\/features$/);
  await expect(page.getByRole('heading', {level: 1, name: 'Podman Features'})).toBeVisible();
});

test('every page of the build carries route data that names a table in the build', () => {
  const pages: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory() && entry.name !== 'assets') walk(full);
      else if (entry.name.endsWith('.html')) pages.push(full);
    }
  };
  walk(buildDir);
  let withApp = 0;
  for (const file of pages) {
    const html = fs.readFileSync(file, 'utf8');
    if (!/<div id="?__docusaurus"?>/.test(html)) continue;
    withApp++;
    const json = html.match(/<script type="application\/json" id="__route-data">(.*?)<\/script>/)?.[1];
    expect(json, `${path.relative(buildDir, file)} has route data`).toBeTruthy();
    const data = JSON.parse(json!) as {table: string; routes: Record<string, unknown>; chunks: Record<string, unknown>};
    expect(fs.existsSync(path.join(buildDir, data.table)), `${data.table} exists`).toBe(true);
    if (!file.endsWith('404.html')) {
      expect(Object.keys(data.routes).length, `${path.relative(buildDir, file)} has its routes`).toBeGreaterThan(0);
    }
  }
  expect(withApp).toBeGreaterThan(500);
});
