// Tests of speed/stepped-start/client/sameRoutes.ts.
import test from 'node:test';
import assert from 'node:assert/strict';
import type {RouteConfig} from 'react-router-config';
import {rendersSameRoutes} from './sameRoutes';

// The shape of Docusaurus's route table: pages, a docs layout with its pages, the catch-all last.
const routes: RouteConfig[] = [
  {path: '/', exact: true},
  {path: '/community', exact: true},
  {
    path: '/docs',
    routes: [
      {path: '/docs/installation', exact: true},
      {path: '/docs', exact: true},
    ],
  },
  {path: '*'},
];

// A page hydrates where it was rendered (trailing slash or not), 404.html wherever the catch-all
// answers; elsewhere it renders afresh.
const cases: [renderedAt: string, here: string, hydrates: boolean][] = [
  ['/community', '/community', true],
  ['/docs/installation', '/docs/installation', true],
  ['/community', '/community/', true],
  ['/404', '/no/such/page', true],
  // 404.html served at the address of a real page.
  ['/404', '/community/', false],
  ['/404', '/community', false],
  // Inside the docs layout, the docs root shows its own not-found text: other routes again.
  ['/404', '/docs/nothing', false],
  ['/docs/installation', '/docs', false],
];
for (const [renderedAt, here, hydrates] of cases) {
  test(`a page rendered at ${renderedAt}, loaded at ${here}, ${hydrates ? 'hydrates' : 'renders afresh'}`, () => {
    assert.equal(rendersSameRoutes(routes, renderedAt, here), hydrates);
  });
}
