// Tests of speed/route-data/plugin/pageRouteData.ts.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {RouteData} from '../client/format';
import {pageRouteData, withPageRouteData} from './pageRouteData';

const table: RouteData = {
  routes: {
    '/docs-306': {__comp: 'a', __context: {plugin: 'p'}},
    '/docs/installation-4b7': {__comp: 'b', content: 'c', items: [{content: 'd'}]},
    '/blogs-b1d': {__comp: 'e'},
  },
  chunks: {a: [1, '10'], p: [2], b: [3, '10', '11'], c: [4, '12'], d: [5, '13'], e: [6, '14']},
  tree: [
    {path: '/blogs', exact: true, component: ['/blogs', 'b1d']},
    {
      path: '/docs',
      component: ['/docs', '306'],
      routes: [{path: '/docs/installation', exact: true, component: ['/docs/installation', '4b7']}],
    },
    {path: '/', exact: true, component: ['/', 'e5f']},
    {path: '*', component: ['*']},
  ],
  // Chunk 10 is also loaded from main.js: the runtime keeps its hash.
  hashes: {'12': 'cc', '13': 'dd', '14': 'ee'},
};

// Chunk 11 holds only CSS: no script.
const scripts = {
  '10': 'assets/js/10.aa.js',
  '12': 'assets/js/12.cc.js',
  '13': 'assets/js/13.dd.js',
  '14': 'assets/js/14.ee.js',
};

test("gives a page its routes' modules and scripts, once each, under the base URL", () => {
  const page = pageRouteData(
    table,
    ['/docs-306', '/docs/installation-4b7', '*'],
    '/assets/route-table.1.json',
    scripts,
    '/',
    '/docs/installation',
  );
  const {path, table: file, routes, chunks, tree, hashes} = page;
  assert.deepEqual(
    {
      path,
      file,
      routes: Object.keys(routes),
      chunks: Object.keys(chunks).sort(),
      b: chunks.b,
      tree,
      hashes,
    },
    {
      path: '/docs/installation',
      file: '/assets/route-table.1.json',
      routes: ['/docs-306', '/docs/installation-4b7'],
      chunks: ['a', 'b', 'c', 'd', 'p'],
      b: [3, '10', '11'],
      tree: [table.tree[1], table.tree[3]],
      hashes: {'12': 'cc', '13': 'dd'},
    },
  );
  const based = pageRouteData(
    table,
    ['/docs-306', '/docs/installation-4b7'],
    '/b/assets/route-table.1.json',
    scripts,
    '/b/',
    '/b/docs/installation',
  );
  assert.deepEqual(based.scripts, [
    '/b/assets/js/10.aa.js',
    '/b/assets/js/12.cc.js',
    '/b/assets/js/13.dd.js',
  ]);
});

/** The blog list's data, its home route looked up by the theme only. */
const blogList = () =>
  pageRouteData(table, ['/blogs-b1d'], '/t.json', scripts, '/', '/blogs', ['/-e5f']);

test("puts routes the theme only looks up in the page's tree, without modules", () => {
  const page = blogList();
  assert.deepEqual(page.tree, [table.tree[0], table.tree[2]]);
  assert.deepEqual(Object.keys(page.routes), ['/blogs-b1d']);
});

test("lists the page's own scripts only, none of a looked-up route's", () => {
  assert.deepEqual(blogList().scripts, ['/assets/js/14.ee.js']);
  assert.deepEqual(
    pageRouteData(table, ['/blogs-b1d'], '/t.json', scripts, '/', '/blogs').scripts,
    ['/assets/js/14.ee.js'],
  );
});

const data = {
  table: '/t.json',
  routes: {'/x</script>-1': {__comp: 'a'}},
  chunks: {},
  tree: [],
  hashes: {},
  scripts: [],
  path: '/x',
};
/** A page with `data` written in. */
const withData = () =>
  withPageRouteData('<html><head><title>x</title></head><body></body></html>', data, 'x.html');

test('puts the data at the end of <head>, unable to close its element', () => {
  const html = withData();
  assert.match(
    html,
    /<\/title><script type="application\/json" id="__route-data">\{.*\}<\/script><\/head>/,
  );
  assert.equal(html.match(/<\/script>/g)?.length, 1);
  const json = html.slice(html.indexOf('">') + 2, html.indexOf('</script>'));
  assert.deepEqual(JSON.parse(json), data);
});

test('refuses a page without </head>, naming the file', () => {
  assert.throws(
    () => withPageRouteData('<p>x</p>', data, 'blogs/x.html'),
    /blogs\/x\.html has no <\/head>/,
  );
});

test('refuses a page that has route data already, naming the file', () => {
  assert.throws(
    () => withPageRouteData(withData(), data, 'a.html'),
    /a\.html already has route data/,
  );
});
