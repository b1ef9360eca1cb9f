// The route tree the browser matches addresses against: the page's own branch,
// then the whole tree, in place, once the route table is fetched. Until then it
// answers only the page's own address: preload and prefetch ask answers() first.
// Docusaurus bundles the whole tree into main.js, one entry per route, so every
// first visit paid for every route, more as the archive grows (README.md, "At
// ten times the archive"); the table is fetched when the visitor heads elsewhere.
import type {RouteConfig} from 'react-router-config';
import ComponentCreator from './RouteComponent';
import {treeRouteKey, type TreeRoute} from './format';
import {isPagePath, pageRouteData, routeTable} from './routeSource';

/** Every route built so far, by key: a route of the page's branch stays the same object. */
const built = new Map<string, RouteConfig>();

/**
 * The routes of `tree`, in `into`, in place. Keys and components are the same in the branch and the
 * whole tree, and so are the route objects and their child arrays: when the whole tree comes in,
 * React keeps what the page renders and renders none of it again (fast-route-matching's
 * RouteComponent compares routes by identity).
 */
function toRoutes(tree: readonly TreeRoute[], into: RouteConfig[] = []): RouteConfig[] {
  const list = tree.map((route) => {
    const {
      component: [path, hash],
      routes: children,
      ...properties
    } = route;
    const key = treeRouteKey(route);
    const same = Object.assign(built.get(key) ?? {}, properties, {
      key,
      component: ComponentCreator(path, hash),
    });
    if (children) same.routes = toRoutes(children, same.routes);
    built.set(key, same);
    return same;
  });
  into.splice(0, into.length, ...list);
  return into;
}

export const routes: RouteConfig[] = toRoutes(pageRouteData().tree);

let whole: Promise<void> | undefined;
let complete = false;

/**
 * Fetches the route table once and puts its whole tree in place of the page's branch; a failed
 * fetch is tried again on the next call.
 */
export function wholeRouteTree(): Promise<void> {
  whole ??= routeTable().then(
    (table) => {
      toRoutes(table.tree, routes);
      complete = true;
    },
    (error: unknown) => {
      whole = undefined;
      throw error;
    },
  );
  return whole;
}

/** Whether the routes as they are answer `pathname` as the whole tree would. */
export function answers(pathname: string): boolean {
  return complete || isPagePath(pathname);
}
