// Tests of fast-route-matching's renderRoutes against react-router-config's own.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createElement, type ReactNode} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {StaticRouter} from 'react-router';
import {
  renderRoutes as reference,
  type RouteConfig,
  type RouteConfigComponentProps,
} from 'react-router-config';
import {renderRoutes, sameRouteProps} from './renderRoutes';

type Render = typeof renderRoutes;

// Each route shows what it was given, then renders its child routes the same way.
function Shown(render: Render) {
  return function Component({
    route,
    match,
    location,
    ...extra
  }: RouteConfigComponentProps & Record<string, unknown>): ReactNode {
    const given = JSON.stringify({
      path: route?.path,
      match,
      at: location.pathname,
      extra: Object.keys(extra).filter((k) => k !== 'history' && k !== 'staticContext'),
    });
    return createElement('section', null, given, render(route?.routes, {depth: 1}));
  };
}

function table(render: Render): RouteConfig[] {
  const component = Shown(render) as RouteConfig['component'];
  const leaf = (path: string): RouteConfig => ({path, exact: true, component});
  return [
    leaf('/blogs'),
    leaf('/blogs/tags/:tag'),
    {path: '/strict/', exact: true, strict: true, component},
    leaf('/caf\u00e9'),
    {
      path: '/docs',
      component,
      routes: [{path: '/docs', component, routes: [leaf('/docs/installation'), leaf('/docs')]}],
    },
    {
      path: '/render',
      exact: true,
      render: ({match}) => createElement('p', null, `render ${match.url}`),
    },
    {path: '/', component, routes: [leaf('/'), leaf('/features'), {component}]},
  ];
}

const urls = [
  '/',
  '/blogs',
  '/blogs/',
  '/BLOGS',
  '/blogsx',
  '/blogs/tags/podman',
  '/strict',
  '/strict/',
  '/caf\u00e9',
  '/docs',
  '/docs/',
  '/docs/installation',
  '/docs/Installation/',
  '/docs/nowhere',
  '/features',
  '/features/',
  '/nowhere',
  '/render',
];

function page(render: Render, url: string, location?: string): string {
  const switchProps = location
    ? {location: {pathname: location, search: '', hash: '', state: undefined}}
    : {};
  return renderToStaticMarkup(
    createElement(StaticRouter, {location: url}, render(table(render), {top: true}, switchProps)),
  );
}

for (const url of urls) {
  test(`renderRoutes renders what react-router-config's renders at "${url}"`, () => {
    assert.equal(page(renderRoutes, url), page(reference as Render, url));
  });
}

// As with <Switch location>.
test("renders a given location over the router's, as react-router-config does", () => {
  assert.equal(
    page(renderRoutes, '/blogs', '/features'),
    page(reference as Render, '/blogs', '/features'),
  );
  assert.match(
    page(renderRoutes, '/blogs', '/features'),
    /&quot;path&quot;:&quot;\/features&quot;/,
  );
});

test('renderRoutes renders the matched route, and nothing without routes', () => {
  assert.match(
    page(renderRoutes, '/docs/installation'),
    /&quot;path&quot;:&quot;\/docs\/installation&quot;/,
  );
  assert.equal(renderRoutes(undefined), null);
});

// Not for a new query, hash or state.
test('renders again for a new match, route or prop only', () => {
  const route = {path: '/docs'};
  const given = {
    location: {pathname: '/docs/installation', search: '', hash: '', state: undefined},
    match: {url: '/docs', path: '/docs', isExact: false, params: {tag: 'podman'}},
    route,
    depth: 1,
  };
  const withProps = (changes: Record<string, unknown>) => ({...given, ...changes});
  const at = (search: string, hash: string) => ({...given.location, search, hash, state: {}});
  assert.equal(
    sameRouteProps(given, withProps({location: at('?linux-distro=ubuntu', '#fedora')})),
    true,
  );
  assert.equal(sameRouteProps(given, withProps({match: {...given.match}})), true);
  for (const changed of [
    {match: {...given.match, url: '/docs/'}},
    {match: {...given.match, isExact: true}},
    {match: {...given.match, params: {tag: 'rootless'}}},
    {route: {...route}},
    {depth: 2},
    {more: true},
  ]) {
    assert.equal(sameRouteProps(given, withProps(changed)), false, JSON.stringify(changed));
  }
});
