import test from 'node:test';
import assert from 'node:assert/strict';
import type {RouteConfig} from 'react-router-config';
import {rendersSameRoutes} from './sameRoutes';

// The shape of Docusaurus's route table: pages, a docs layout with its pages, the catch-all last.
const routes: RouteConfig[] = [
  {path: '/', exact: true},
  {path: '/community', exact: true},
  {path: '/docs', routes: [{path: '/docs/installation', exact: true}, {path: '/docs', exact: true}]},
  {path: '*'},
];

test('a page hydrates where it was rendered, with or without a trailing slash', () => {
  assert.equal(rendersSameRoutes(routes, '/community', '/community'), true);
  assert.equal(rendersSameRoutes(routes, '/docs/installation', '/docs/installation'), true);
  assert.equal(rendersSameRoutes(routes, '/community', '/community/'), true);
});

test('404.html hydrates at any address the catch-all answers', () => {
  assert.equal(rendersSameRoutes(routes, '/404', '/no/such/page'), true);
});

test('404.html served at the address of a real page is rendered afresh', () => {
  assert.equal(rendersSameRoutes(routes, '/404', '/community/'), false);
  assert.equal(rendersSameRoutes(routes, '/404', '/community'), false);
  // Inside the docs layout, the docs root shows its own not-found text: other routes again.
  assert.equal(rendersSameRoutes(routes, '/404', '/docs/nothing'), false);
  assert.equal(rendersSameRoutes(routes, '/docs/installation', '/docs'), false);
});
