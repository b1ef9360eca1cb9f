import {matchRoutes, type RouteConfig} from 'react-router-config';

/** A route of .docusaurus/routes.js, its component replaced by the key ComponentCreator was called with. */
export type KeyedRoute = RouteConfig & {key: string; routes?: KeyedRoute[]};

/**
 * Evaluates the generated route table (an ES module of plain object literals
 * calling ComponentCreator(path, hash)) with a ComponentCreator that returns
 * `${path}-${hash}`, the key of the route in routesChunkNames.json.
 */
export function keyedRoutes(source: string): KeyedRoute[] {
  const body = source
    .replace(/^import\s.*$/gm, '')
    .replace(/^export default\s/m, 'return ');
  if (!/^return \[/m.test(body)) throw new Error('route-data: .docusaurus/routes.js no longer has the expected shape; update speed/route-data/plugin/routeKeys.ts');
  const componentCreator = (path: string, hash?: string) => (hash === undefined ? path : `${path}-${hash}`);
  const routes = new Function('ComponentCreator', body)(componentCreator) as RouteConfig[];
  const keyed = (list: RouteConfig[]): KeyedRoute[] =>
    list.map((route) => ({...route, key: route.component as unknown as string, routes: route.routes && keyed(route.routes)}));
  return keyed(routes);
}

/** The keys of the routes Docusaurus renders at a path, outermost first (layouts, then the page). */
export function routeKeysFor(routes: KeyedRoute[], pathname: string): string[] {
  const paths = [...new Set([pathname, decodeURI(pathname)])];
  return [...new Set(paths.flatMap((p) => matchRoutes(routes, p).map(({route}) => (route as KeyedRoute).key)))];
}

/** The URL path a page file of the build answers (trailing slashes off: `a/b.html` is /a/b). */
export function pagePath(relativeFile: string): string {
  const file = relativeFile.split('\\').join('/');
  if (file === 'index.html') return '/';
  if (file.endsWith('/index.html')) return `/${file.slice(0, -'index.html'.length)}`;
  return `/${file.replace(/\.html$/, '')}`;
}
