// The route data a page carries and the table fetched for other pages: Docusaurus's
// routesChunkNames.json and registry.js, with module and chunk ids for the registry's loaders.

/**
 * A route's chunk names: leaves are names, in objects and arrays as Docusaurus nests them
 * (`items.0.content`).
 */
export type ChunkNameTree = string | ChunkNameTree[] | {[key: string]: ChunkNameTree};

/** Module id first, then the ids of the chunks to load before requiring it. */
export type ModuleRef = [module: string | number, ...chunks: (string | number)[]];

/**
 * A route of .docusaurus/routes.js, with the arguments of its ComponentCreator call in place of the
 * component.
 */
export type TreeRoute = {
  path?: string;
  exact?: boolean;
  component: [path: string, hash?: string];
  routes?: TreeRoute[];
  [property: string]: unknown;
};

export type RouteData = {
  /**
   * Keyed by `${route path}-${route hash}`, as the generated route table calls ComponentCreator.
   */
  routes: Record<string, ChunkNameTree>;
  /** Keyed by chunk name. */
  chunks: Record<string, ModuleRef>;
  /**
   * The route tree: all of it in the table; in a page, the routes it renders and those the theme
   * looks up on every page.
   */
  tree: TreeRoute[];
  /**
   * By chunk id, the script hash of each chunk only route data loads (plugin/chunkHashes.ts): all
   * in the table, a page's own in a page.
   */
  hashes: Record<string, string>;
};

/** The key of a route in `routes`: what ComponentCreator makes of its arguments. */
export function treeRouteKey({component: [path, hash]}: TreeRoute): string {
  return hash === undefined ? path : `${path}-${hash}`;
}

/**
 * What each page's HTML holds: its own routes, the table's URL, and its routes' chunk scripts,
 * fetched alongside main.js.
 */
export type PageRouteData = RouteData & {
  table: string;
  scripts: string[];
  /** The path the page was rendered for (`/404` for 404.html). */ path: string;
};

/** The id of the JSON <script> element that holds a page's PageRouteData. */
export const PAGE_ROUTE_DATA_ID = '__route-data';

/** The chunk names a tree refers to, in order, each once. */
export function chunkNamesOf(tree: ChunkNameTree, into = new Set<string>()): Set<string> {
  if (typeof tree === 'string') into.add(tree);
  else if (Array.isArray(tree)) tree.forEach((t) => chunkNamesOf(t, into));
  else Object.values(tree).forEach((t) => chunkNamesOf(t, into));
  return into;
}
