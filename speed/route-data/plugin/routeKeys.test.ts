import {test} from 'node:test';
import assert from 'node:assert/strict';
import {keyedRoutes, pagePath, routeKeysFor} from './routeKeys';

// The shape of .docusaurus/routes.js.
const source = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/blogs',
    component: ComponentCreator('/blogs', 'b1d'),
    exact: true
  },
  {
    path: '/blogs/2020/08/10/podman-go-bindings',
    component: ComponentCreator('/blogs/2020/08/10/podman-go-bindings', 'ff5'),
    exact: true
  },
  {
    path: '/docs',
    component: ComponentCreator('/docs', '306'),
    routes: [
      {
        path: '/docs',
        component: ComponentCreator('/docs', 'ecd'),
        routes: [
          {
            path: '/docs',
            component: ComponentCreator('/docs', '32c'),
            exact: true,
            sidebar: "docsSidebar"
          },
          {
            path: '/docs/installation',
            component: ComponentCreator('/docs/installation', '4b7'),
            exact: true,
            sidebar: "docsSidebar"
          }
        ]
      }
    ]
  },
  {
    path: '/',
    component: ComponentCreator('/', 'e5f'),
    exact: true
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;

test('the keys of the routes a path renders, layouts first', () => {
  const routes = keyedRoutes(source);
  assert.deepEqual(routeKeysFor(routes, '/docs/installation'), ['/docs-306', '/docs-ecd', '/docs/installation-4b7']);
  assert.deepEqual(routeKeysFor(routes, '/docs'), ['/docs-306', '/docs-ecd', '/docs-32c']);
  assert.deepEqual(routeKeysFor(routes, '/blogs/2020/08/10/podman-go-bindings'), ['/blogs/2020/08/10/podman-go-bindings-ff5']);
  assert.deepEqual(routeKeysFor(routes, '/'), ['/-e5f']);
  assert.deepEqual(routeKeysFor(routes, '/404'), ['*']);
  // Not exact: a page under /blogs that does not exist is the 404 page, not the blog list.
  assert.deepEqual(routeKeysFor(routes, '/blogs/nothing'), ['*']);
});

test('a route table of another shape stops the build', () => {
  assert.throws(() => keyedRoutes('module.exports = [];'), /no longer has the expected shape/);
});

test('the URL path of each page file', () => {
  assert.equal(pagePath('index.html'), '/');
  assert.equal(pagePath('docs.html'), '/docs');
  assert.equal(pagePath('docs/installation.html'), '/docs/installation');
  assert.equal(pagePath('blogs/2022/11/11/nvav1.3.html'), '/blogs/2022/11/11/nvav1.3');
  assert.equal(pagePath('talks/index.html'), '/talks/');
  assert.equal(pagePath('404.html'), '/404');
});
