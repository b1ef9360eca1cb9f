// A route's chunk names and module ids: the page's own route data, else the
// whole route table, fetched once when the visitor first heads for another page.
import {knowChunkHashes} from './webpackRuntime';
import {
  PAGE_ROUTE_DATA_ID,
  type ChunkNameTree,
  type ModuleRef,
  type PageRouteData,
  type RouteData,
} from './format';

let page: PageRouteData | undefined;

/**
 * The page's route data: its branch of the route tree, and `path`, where its HTML was rendered
 * (404.html is served anywhere).
 */
export function pageRouteData(): PageRouteData {
  if (!page) {
    const text = document.getElementById(PAGE_ROUTE_DATA_ID)?.textContent;
    if (!text) {
      throw new Error(
        `This page has no route data (script#${PAGE_ROUTE_DATA_ID}); speed/route-data writes it into every page at build time.`,
      );
    }
    page = JSON.parse(text) as PageRouteData;
    knowChunkHashes(page.hashes);
  }
  return page;
}

// As route paths match: letters in either case, one trailing slash or none.
const comparable = (path: string) => path.toLowerCase().replace(/(.)\/$/, '$1');

/**
 * Whether `pathname` is the address the page was rendered for: the one its branch answers as the
 * whole tree would.
 */
export function isPagePath(pathname: string): boolean {
  return comparable(pathname) === comparable(pageRouteData().path);
}

let table: Promise<RouteData> | undefined;

/** The whole table; a failed fetch is tried again on the next call. */
export function routeTable(): Promise<RouteData> {
  table ??= (async () => {
    const url = pageRouteData().table;
    const response = await fetch(url);
    if (!response.ok) {
      throw new Error(`Could not load the route table ${url}: HTTP ${response.status}`);
    }
    const data = (await response.json()) as RouteData;
    knowChunkHashes(data.hashes);
    return data;
  })().catch((error: unknown) => {
    table = undefined;
    throw error;
  });
  return table;
}

export type RouteEntry = {tree: ChunkNameTree; chunks: Record<string, ModuleRef>};

/** The route's chunk names and the modules they name. */
export async function routeEntry(key: string): Promise<RouteEntry> {
  const own = pageRouteData();
  const data = key in own.routes ? own : await routeTable();
  const tree = data.routes[key];
  if (tree === undefined) throw new Error(`The route table has no route ${key}.`);
  return {tree, chunks: data.chunks};
}
