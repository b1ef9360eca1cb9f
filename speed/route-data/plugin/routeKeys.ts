// The route-data piece: which routes render at a page's path, as react-router-config would find
// them.
import {matchPath} from 'react-router';
import type {RouteConfig} from 'react-router-config';
import {treeRouteKey, type TreeRoute} from '../client/format';
import {routeTree} from './routeTree';
import {isPlainPath} from '../../fast-route-matching/client/matchRoutes';

/**
 * A route of .docusaurus/routes.js, its component replaced by the key ComponentCreator was called
 * with.
 */
export type KeyedRoute = RouteConfig & {key: string; routes?: KeyedRoute[]};

/**
 * The route tree with each route's key (its key in routesChunkNames.json) as its component and as
 * `key`.
 */
export function keyedTree(tree: TreeRoute[]): KeyedRoute[] {
  return tree.map((route) => {
    const key = treeRouteKey(route);
    return {
      ...route,
      component: key as unknown as RouteConfig['component'],
      key,
      routes: route.routes && keyedTree(route.routes),
    };
  });
}

/** keyedTree of .docusaurus/routes.js. */
export const keyedRoutes = (source: string): KeyedRoute[] => keyedTree(routeTree(source));

// matchRoutes at a page's path, without trying the path against every route before it (a regular
// expression each, so the build's cost grew with pages × routes: 78 ms a page at ten times the
// archive when this was written): each level of the tree is indexed once. routeKeys.test.ts and
// tests/e2e/route-keys.spec.ts hold the answers to matchRoutes's.

/**
 * Case as react-router folds it (path-to-regexp's expression with the `i` flag and no `u`): ASCII
 * letters only, and nothing else ever equals an ASCII letter.
 */
const foldCase = (s: string) => s.replace(/[A-Z]/g, (c) => c.toLowerCase());

/** One level of the tree, ready for lookups. */
type Level = {
  /** The position of each plain route by its key (plainKey); the first of a key wins. */
  plain: Map<string, number>;
  /**
   * Every other route (layouts, parameters, the catch-all, pathless), in order, with its position.
   */
  others: {at: number; route: KeyedRoute}[];
};

/**
 * The index key of an exact, plain, case-insensitive, non-strict route: its
 * folded path without one trailing slash (not strict: `/a/` and `/a` both
 * answer /a and /a/). Undefined for any other route.
 */
function plainKey(route: KeyedRoute): string | undefined {
  const {path} = route;
  if (
    typeof path !== 'string' ||
    path === '' ||
    !route.exact ||
    route.strict ||
    route.sensitive ||
    !isPlainPath(path)
  ) {
    return undefined;
  }
  return foldCase(path.endsWith('/') ? path.slice(0, -1) : path);
}

const levels = new WeakMap<readonly KeyedRoute[], Level>();

function levelOf(routes: readonly KeyedRoute[]): Level {
  let level = levels.get(routes);
  if (level) return level;
  level = {plain: new Map(), others: []};
  for (const [at, route] of routes.entries()) {
    const key = plainKey(route);
    if (key === undefined) level.others.push({at, route});
    else if (!level.plain.has(key)) level.plain.set(key, at);
  }
  levels.set(routes, level);
  return level;
}

/** The route matchRoutes picks among `routes` for the path: the first in order that matches. */
function firstMatch(routes: readonly KeyedRoute[], pathname: string): KeyedRoute | undefined {
  const {plain, others} = levelOf(routes);
  const folded = foldCase(pathname);
  let first = plain.get(folded) ?? Infinity;
  if (folded.endsWith('/')) first = Math.min(first, plain.get(folded.slice(0, -1)) ?? Infinity);
  for (const {at, route} of others) {
    if (at > first) break;
    // A route without a path takes its parent's match (or the root's): it always matches.
    if (!route.path || matchPath(pathname, route)) return route;
  }
  return routes[first];
}

/**
 * The keys of the routes Docusaurus renders at a path, outermost first (layouts, then the page).
 */
export function routeKeysFor(routes: KeyedRoute[], pathname: string): string[] {
  const keys = new Set<string>();
  for (const path of new Set([pathname, decodeURI(pathname)])) {
    let level: readonly KeyedRoute[] | undefined = routes;
    while (level) {
      const route = firstMatch(level, path);
      if (!route) break;
      keys.add(route.key);
      level = route.routes;
    }
  }
  return [...keys];
}

/** The URL path a page file of the build answers (trailing slashes off: `a/b.html` is /a/b). */
export function pagePath(relativeFile: string): string {
  const file = relativeFile.split('\\').join('/');
  if (file === 'index.html') return '/';
  if (file.endsWith('/index.html')) return `/${file.slice(0, -'index.html'.length)}`;
  return `/${file.replace(/\.html$/, '')}`;
}
