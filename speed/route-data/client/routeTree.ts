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

function toRoutes(tree: readonly TreeRoute[]): RouteConfig[] {
  return tree.map((route) => {
    const {
      component: [path, hash],
      routes: children,
      ...properties
    } = route;
    // Keys and components are the same in the branch and the whole tree: when the
    // whole tree comes in, React keeps what the page renders instead of mounting it again.
    const built: RouteConfig = {
      ...properties,
      key: treeRouteKey(route),
      component: ComponentCreator(path, hash),
    };
    if (children) built.routes = toRoutes(children);
    return built;
  });
}

export const routes: RouteConfig[] = toRoutes(pageRouteData().tree);

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
