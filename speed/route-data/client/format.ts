// The route data a page carries, and the table fetched for other pages.
// Written at build time by speed/route-data, read in the browser by the
// modules next to this one. Its two parts mirror Docusaurus's generated
// routesChunkNames.json and registry.js, with the registry's loader functions
// replaced by the ids webpack gave each module and its chunks.

/** A route's chunk names: leaves are names, in objects and arrays as Docusaurus nests them (`items.0.content`). */
export type ChunkNameTree = string | ChunkNameTree[] | {[key: string]: ChunkNameTree};

/** Module id first, then the ids of the chunks to load before requiring it. */
export type ModuleRef = [module: string | number, ...chunks: (string | number)[]];

/**
 * A route of Docusaurus's generated route tree (.docusaurus/routes.js), with
 * the arguments of its ComponentCreator call in place of the component, and
 * its other properties (`exact`, `sidebar`…) as they are.
 */
export type TreeRoute = {
  path?: string;
  exact?: boolean;
  component: [path: string, hash?: string];
  routes?: TreeRoute[];
  [property: string]: unknown;
};

export type RouteData = {
  /** Keyed by `${route path}-${route hash}`, as the generated route table calls ComponentCreator. */
  routes: Record<string, ChunkNameTree>;
  /** Keyed by chunk name. */
  chunks: Record<string, ModuleRef>;
  /**
   * The route tree: all of it in the table; in a page, only the routes the
   * page renders and those the theme looks up on every page (the home page's).
   */
  tree: TreeRoute[];
  /**
   * The content hash in the script name of each chunk only route data loads,
   * by chunk id: the runtime asks for them (plugin/chunkHashes.ts). All of
   * them in the table; in a page, those of its routes.
   */
  hashes: Record<string, string>;
};

/** The key of a route in `routes`: what ComponentCreator makes of its arguments. */
export function treeRouteKey({component: [path, hash]}: TreeRoute): string {
  return hash === undefined ? path : `${path}-${hash}`;
}

/**
 * What each page's HTML holds: its own routes, where the whole table is, and
 * the URLs of its routes' chunk scripts, which the page fetches alongside
 * main.js (speed/page-template/ssrTemplate.ts) so that hydration need not wait for main.js
 * to ask for them.
 */
export type PageRouteData = RouteData & {table: string; scripts: string[]; /** The path the page was rendered for (`/404` for 404.html). */ path: string};

/** The id of the JSON <script> element that holds a page's PageRouteData. */
export const PAGE_ROUTE_DATA_ID = '__route-data';

/** The chunk names a tree refers to, in order, each once. */
export function chunkNamesOf(tree: ChunkNameTree, into = new Set<string>()): Set<string> {
  if (typeof tree === 'string') into.add(tree);
  else if (Array.isArray(tree)) tree.forEach((t) => chunkNamesOf(t, into));
  else Object.values(tree).forEach((t) => chunkNamesOf(t, into));
  return into;
}
