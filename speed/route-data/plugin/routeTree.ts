// The route-data piece: Docusaurus's generated route tree as JSON, and the branch one page needs.
import {treeRouteKey, type TreeRoute} from '../client/format';

/**
 * Evaluates .docusaurus/routes.js with a ComponentCreator that returns its arguments: the tree as
 * JSON can hold it.
 */
export function routeTree(source: string): TreeRoute[] {
  const body = source.replace(/^import\s.*$/gm, '').replace(/^export default\s/m, 'return ');
  if (!/^return \[/m.test(body)) {
    throw new Error(
      'route-data: .docusaurus/routes.js no longer has the expected shape; update speed/route-data/plugin/routeTree.ts',
    );
  }
  const componentCreator = (path: string, hash?: string): TreeRoute['component'] =>
    hash === undefined ? [path] : [path, hash];
  return new Function('ComponentCreator', body)(componentCreator) as TreeRoute[];
}

/**
 * The routes of `keys`, in their places. With a page's keys, its path matches the same routes here
 * as in the whole tree: at each level the first route that matches is kept, and those dropped
 * before it did not match.
 */
export function branchOf(tree: readonly TreeRoute[], keys: ReadonlySet<string>): TreeRoute[] {
  return tree
    .filter((route) => keys.has(treeRouteKey(route)))
    .map((route) => (route.routes ? {...route, routes: branchOf(route.routes, keys)} : route));
}

/**
 * The keys of the routes the theme walks to find the home page on every page (theme-common's
 * findHomePageRoute, for the docs breadcrumbs' home link): the exact route at the base URL, looked
 * for first among the top routes, then among the children of the base URL's layout routes.
 */
export function homePageKeys(tree: readonly TreeRoute[], baseUrl: string): string[] {
  if (tree.length === 0) return [];
  const home = tree.find((route) => route.path === baseUrl && route.exact === true);
  if (home) return [treeRouteKey(home)];
  const layouts = tree.filter((route) => route.path === baseUrl && !route.exact);
  const below = homePageKeys(
    layouts.flatMap((route) => route.routes ?? []),
    baseUrl,
  );
  return below.length ? [...layouts.map(treeRouteKey), ...below] : [];
}
