// Tests of speed/route-data/plugin/writePages.ts.
import {test, type TestContext} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {scratchDir} from '../../../tests/fixtures/scratchDir';
import {PAGE_ROUTE_DATA_ID, type PageRouteData} from '../client/format';
import {keyedRoutes, type KeyedRoute} from './routeKeys';
import {routeTree} from './routeTree';
import {routesJs as source} from '../../../tests/fixtures/routesJs';
import type {RouteTable} from './RouteTablePlugin';
import {writePageRouteData} from './writePages';

const routes = keyedRoutes(source);
const table: RouteTable = {
  file: 'assets/route-table.1.json',
  data: {
    routes: {'/blogs-b1d': {__comp: 'e'}, '/docs/installation-4b7': {__comp: 'b'}},
    chunks: {e: [6, '14'], b: [3, '10']},
    tree: routeTree(source),
    hashes: {'14': 'ee', '10': 'aa'},
  },
  scripts: {'14': 'assets/js/14.ee.js', '10': 'assets/js/10.aa.js'},
};
const page = (body: string) => `<html><head><title>t</title></head><body>${body}</body></html>`;
const app = (text: string) => page(`<div id="__docusaurus">${text}</div>`);

function routeDataOf(file: string): PageRouteData | undefined {
  const m = new RegExp(
    `<script type="application/json" id="${PAGE_ROUTE_DATA_ID}">(.*?)</script>`,
  ).exec(fs.readFileSync(file, 'utf8'));
  return m ? (JSON.parse(m[1]!) as PageRouteData) : undefined;
}

const redirect = page('<meta http-equiv="refresh" content="0; url=/blogs">');

/** A build of pages with the app root, a redirect and a page under assets/, route data written. */
async function writtenSite(t: TestContext) {
  // More 404-type pages than the number of files handled at a time.
  const gone = Object.fromEntries(
    Array.from({length: 20}, (_, i) => [`gone-${i}.html`, app('missing')]),
  );
  const pages = {
    'blogs.html': app('list'),
    'docs/installation.html': app('install'),
    'old.html': redirect,
    'assets/skipped.html': app(''),
  };
  const out = scratchDir(t, 'route-data-pages-', {...pages, ...gone});
  return {out, ...(await writePageRouteData(out, routes, table, '/'))};
}

test('gives every page with the app root its own route data, in batches', async (t) => {
  const {out, written, lookupMs} = await writtenSite(t);
  assert.equal(written, 22);
  assert.ok(lookupMs >= 0);
  assert.deepEqual(Object.keys(routeDataOf(path.join(out, 'blogs.html'))!.routes), ['/blogs-b1d']);
  // Its tree: its own routes (the docs layouts, then the page) and the home page's, which the theme
  // looks up on every page.
  const {scripts, hashes, path: at, tree} = routeDataOf(path.join(out, 'docs/installation.html'))!;
  assert.deepEqual(
    {scripts, hashes, at, tree: tree.map((r) => r.path)},
    {
      scripts: ['/assets/js/10.aa.js'],
      hashes: {'10': 'aa'},
      at: '/docs/installation',
      tree: ['/docs', '/'],
    },
  );
  for (let i = 0; i < 20; i++) {
    assert.equal(routeDataOf(path.join(out, `gone-${i}.html`))?.path, `/gone-${i}`);
  }
});

test('leaves the other files as they were', async (t) => {
  const {out} = await writtenSite(t);
  assert.equal(fs.readFileSync(path.join(out, 'old.html'), 'utf8'), redirect);
  assert.equal(routeDataOf(path.join(out, 'assets/skipped.html')), undefined);
  assert.deepEqual(
    fs.readdirSync(out, {recursive: true}).filter((f) => String(f).endsWith('.tmp')),
    [],
  );
});

// The base included.
test("finds a page's routes by its served address under a base URL", async (t) => {
  const out = scratchDir(t, 'route-data-base-', {'docs/installation.html': app('install')});
  const under = (r: KeyedRoute): KeyedRoute => ({
    ...r,
    path: r.path === '*' ? '*' : `/pr-preview/pr-1${r.path}`,
    routes: r.routes?.map(under),
  });
  await writePageRouteData(out, routes.map(under), table, '/pr-preview/pr-1/');
  const {
    routes: matched,
    path: at,
    scripts,
  } = routeDataOf(path.join(out, 'docs/installation.html'))!;
  assert.deepEqual(
    {routes: Object.keys(matched), at, scripts},
    {
      routes: ['/docs/installation-4b7'],
      at: '/pr-preview/pr-1/docs/installation',
      scripts: ['/pr-preview/pr-1/assets/js/10.aa.js'],
    },
    'the page is matched, not left to the not-found route',
  );
});
