import {treeRouteKey, type TreeRoute} from '../client/format';

/**
 * Evaluates the generated route tree (.docusaurus/routes.js: an ES module of
 * plain object literals calling ComponentCreator(path, hash)) with a
 * ComponentCreator that returns its arguments, so the tree can be written as
 * JSON and rebuilt in the browser (speed/route-data/client/routes.ts).
 */
export function routeTree(source: string): TreeRoute[] {
  const body = source
    .replace(/^import\s.*$/gm, '')
    .replace(/^export default\s/m, 'return ');
  if (!/^return \[/m.test(body)) throw new Error('route-data: .docusaurus/routes.js no longer has the expected shape; update speed/route-data/plugin/routeTree.ts');
  const componentCreator = (path: string, hash?: string): TreeRoute['component'] => (hash === undefined ? [path] : [path, hash]);
  return new Function('ComponentCreator', body)(componentCreator) as TreeRoute[];
}

/**
 * The routes of `keys`, in their places: at each level, those whose key is
 * in the set, in the tree's order, each with its own routes filtered alike.
 * For a page, the keys of the routes it renders: matching its own path
 * against this branch gives the same routes as against the whole tree, since
 * at each level the first route that matches is kept and the ones dropped
 * before it did not match.
 */
export function branchOf(tree: readonly TreeRoute[], keys: ReadonlySet<string>): TreeRoute[] {
  return tree
    .filter((route) => keys.has(treeRouteKey(route)))
    .map((route) => (route.routes ? {...route, routes: branchOf(route.routes, keys)} : route));
}

/**
 * The keys of the routes the theme walks to find the home page on every page
 * (theme-common's findHomePageRoute, for the docs breadcrumbs' home link):
 * the exact route at the base URL, looked for first among the top routes,
 * then among the children of the base URL's layout routes.
 */
export function homePageKeys(tree: readonly TreeRoute[], baseUrl: string): string[] {
  if (tree.length === 0) return [];
  const home = tree.find((route) => route.path === baseUrl && route.exact === true);
  if (home) return [treeRouteKey(home)];
  const layouts = tree.filter((route) => route.path === baseUrl && !route.exact);
  const below = homePageKeys(layouts.flatMap((route) => route.routes ?? []), baseUrl);
  return below.length ? [...layouts.map(treeRouteKey), ...below] : [];
}
