// The route tree the browser matches addresses against in production builds
// (routes.ts hands it to Docusaurus as @generated/routes). Docusaurus bundles the whole route
// tree into main.js, one entry per route: 6 KiB compressed on every first
// visit here, 30 KiB at ten times the archive. This one starts as the page's
// own branch (from its route data) and becomes the whole tree, in place, once
// the route table is fetched, which happens when the visitor first heads for
// another page. Until then it answers only the page's own address; preload
// (preload.ts) and prefetch (docusaurusGlobal.ts) ask answers() and wait for
// wholeRouteTree() before matching any other.
import type {RouteConfig} from 'react-router-config';
import ComponentCreator from './RouteComponent';
import {treeRouteKey, type TreeRoute} from './format';
import {isPagePath, pageRouteTree, routeTable} from './routeSource';

function toRoutes(tree: readonly TreeRoute[]): RouteConfig[] {
  return tree.map((route) => {
    const {component: [path, hash], routes: children, ...properties} = route;
    // A route's key is the same in the branch and in the whole tree, and so
    // is its component (ComponentCreator keeps one per key): when the whole
    // tree comes in, React keeps what the page renders instead of mounting it
    // again, as it would with keys by position.
    const built: RouteConfig = {...properties, key: treeRouteKey(route), component: ComponentCreator(path, hash)};
    if (children) built.routes = toRoutes(children);
    return built;
  });
}

export const routes: RouteConfig[] = toRoutes(pageRouteTree());

let whole: Promise<void> | undefined;
let complete = false;

/** Fetches the route table once and puts its whole tree in place of the page's branch; a failed fetch is tried again on the next call. */
export function wholeRouteTree(): Promise<void> {
  whole ??= routeTable().then(
    (table) => {
      routes.splice(0, routes.length, ...toRoutes(table.tree));
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
