// Tests of speed/route-data/plugin/routeKeys.ts against react-router-config's matching.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {keyedRoutes, pagePath, routeKeysFor, type KeyedRoute} from './routeKeys';
import {routerKeys} from '../../../tests/fixtures/routerKeys';
import {routesJs as source} from '../../../tests/fixtures/routesJs';

// An order where the first match matters: react-router takes the first route that matches at each
// level, whatever follows.
const tricky: KeyedRoute[] = [
  {path: '/Blogs/', exact: true, key: 'blogs-slash-upper'},
  {path: '/blogs', exact: true, key: 'blogs-second'},
  {path: '/strict/', exact: true, strict: true, key: 'strict'},
  {path: '/Case', exact: true, sensitive: true, key: 'case-sensitive'},
  {path: '/case', exact: true, key: 'case-insensitive'},
  {path: '/tags/:tag', exact: true, key: 'tag-param'},
  {path: '/tags/podman', exact: true, key: 'tag-shadowed'},
  {path: '/files/*', key: 'files-wildcard'},
  {path: '/café', exact: true, key: 'non-ascii'},
  {path: '/a.b', exact: true, key: 'dot'},
  {path: '/kube', exact: true, key: 'kube'},
  {
    path: '/docs',
    key: 'docs-layout',
    routes: [
      {path: '/docs', exact: true, key: 'docs-index'},
      {path: '/docs/installation', exact: true, key: 'docs-installation'},
      {key: 'docs-pathless', routes: [{path: '/docs/more', exact: true, key: 'docs-more'}]},
    ],
  },
  {path: '/docs/installation', exact: true, key: 'docs-installation-shadowed'},
  {path: '/', exact: true, key: 'home'},
  {path: '/', key: 'root-layout', routes: [{path: '/late', exact: true, key: 'late'}]},
  {path: '/never', exact: true, key: 'never-after-root-layout'},
  {path: '*', key: 'catch-all'},
];

const trickyPaths = [
  '/',
  '',
  '//',
  '/blogs',
  '/blogs/',
  '/BLOGS',
  '/Blogs/',
  '/blogs//',
  '/blogs/x',
  '/strict',
  '/strict/',
  '/Case',
  '/case',
  '/CASE',
  '/case/',
  '/tags/podman',
  '/tags/rootless',
  '/tags/',
  '/files',
  '/files/',
  '/files/a/b',
  '/café',
  '/caf%C3%A9',
  '/CAFÉ',
  '/a.b',
  '/axb',
  '/docs',
  '/docs/',
  '/DOCS/Installation',
  '/docs/installation/',
  '/docs/more',
  '/docs/nothing',
  '/late',
  '/never',
  '/nothing',
  '/%E2%82%AC',
  // The Kelvin sign folds to "k" with toLowerCase, but never matches "k" in react-router.
  '/\u212aube',
  '/KUBE',
];

// Order, trailing slash, case, strict, parameters, layouts, pathless, catch-all.
for (const pathname of trickyPaths) {
  test(`matches react-router-config on crafted routes at "${pathname}"`, () => {
    assert.deepEqual(routeKeysFor(tricky, pathname), routerKeys(tricky, pathname));
  });
}

test('the keys on crafted routes, as the routes are written', () => {
  assert.deepEqual(routeKeysFor(tricky, '/blogs'), ['blogs-slash-upper']);
  assert.deepEqual(routeKeysFor(tricky, '/case'), ['case-insensitive']);
  assert.deepEqual(routeKeysFor(tricky, '/tags/podman'), ['tag-param']);
  assert.deepEqual(routeKeysFor(tricky, '/DOCS/Installation'), [
    'docs-layout',
    'docs-installation',
  ]);
  assert.deepEqual(routeKeysFor(tricky, '/docs/more'), [
    'docs-layout',
    'docs-pathless',
    'docs-more',
  ]);
  // The encoded path meets the root layout first; decoded, it is the page.
  assert.deepEqual(routeKeysFor(tricky, '/caf%C3%A9'), ['root-layout', 'non-ascii']);
  assert.deepEqual(routeKeysFor(tricky, '/never'), ['root-layout']);
});

test('the keys of the routes a path renders, layouts first', () => {
  const routes = keyedRoutes(source);
  assert.deepEqual(routeKeysFor(routes, '/docs/installation'), [
    '/docs-306',
    '/docs-ecd',
    '/docs/installation-4b7',
  ]);
  assert.deepEqual(routeKeysFor(routes, '/docs'), ['/docs-306', '/docs-ecd', '/docs-32c']);
  assert.deepEqual(routeKeysFor(routes, '/blogs/2020/08/10/podman-go-bindings'), [
    '/blogs/2020/08/10/podman-go-bindings-ff5',
  ]);
  assert.deepEqual(routeKeysFor(routes, '/'), ['/-e5f']);
  assert.deepEqual(routeKeysFor(routes, '/404'), ['*']);
  // Not exact: a page under /blogs that does not exist is the 404 page, not the blog list.
  assert.deepEqual(routeKeysFor(routes, '/blogs/nothing'), ['*']);
});

const paths = [
  '/blogs',
  '/blogs/2020/08/10/podman-go-bindings',
  '/docs',
  '/docs/installation',
  '/',
  '/404',
  '/blogs/nothing',
];
for (const variant of [...new Set(paths.flatMap((p) => [p, `${p}/`, p.toUpperCase()]))]) {
  test(`matches react-router-config on the site's routes at "${variant}"`, () => {
    const routes = keyedRoutes(source);
    assert.deepEqual(routeKeysFor(routes, variant), routerKeys(routes, variant));
  });
}

// The URL path of each page file.
for (const [file, urlPath] of [
  ['index.html', '/'],
  ['docs.html', '/docs'],
  ['docs/installation.html', '/docs/installation'],
  ['blogs/2022/11/11/nvav1.3.html', '/blogs/2022/11/11/nvav1.3'],
  ['talks/index.html', '/talks/'],
  ['404.html', '/404'],
]) {
  test(`the page file ${file} is at ${urlPath}`, () => {
    assert.equal(pagePath(file!), urlPath);
  });
}
