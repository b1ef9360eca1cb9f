// The route-data piece: the part of the route table one page needs.
import {
  chunkNamesOf,
  PAGE_ROUTE_DATA_ID,
  type PageRouteData,
  type RouteData,
} from '../client/format';
import {branchOf} from './routeTree';

/**
 * The part of the table a page's routes need, and the URLs of their chunk scripts (chunks of CSS
 * only have none). Its branch of the tree also holds `treeOnly`, routes the theme looks up without
 * rendering.
 */
export function pageRouteData(
  table: RouteData,
  keys: readonly string[],
  tableUrl: string,
  scripts: Readonly<Record<string, string>>,
  baseUrl: string,
  pagePath: string,
  treeOnly: readonly string[] = [],
): PageRouteData {
  const branch = branchOf(table.tree, new Set([...keys, ...treeOnly]));
  const page: PageRouteData = {
    table: tableUrl,
    routes: {},
    chunks: {},
    tree: branch,
    hashes: {},
    scripts: [],
    path: pagePath,
  };
  const urls = new Set<string>();
  for (const key of keys) {
    const tree = table.routes[key];
    if (tree === undefined) continue; // the 404 route ('*') has no chunk names
    page.routes[key] = tree;
    for (const name of chunkNamesOf(tree)) {
      const ref = table.chunks[name];
      if (!ref) continue;
      page.chunks[name] = ref;
      for (const chunk of ref.slice(1)) {
        const script = scripts[String(chunk)];
        if (script) urls.add(`${baseUrl}${script}`);
        const hash = table.hashes[String(chunk)];
        if (hash) page.hashes[String(chunk)] = hash;
      }
    }
  }
  page.scripts = [...urls];
  return page;
}

/**
 * The page with its route data as a JSON <script> at the end of <head>, where it is read before any
 * bundle runs.
 */
export function withPageRouteData(html: string, data: PageRouteData, file: string): string {
  if (new RegExp(`id="?${PAGE_ROUTE_DATA_ID}"?[ >]`).test(html)) {
    throw new Error(`route-data: ${file} already has route data`);
  }
  const at = html.indexOf('</head>');
  if (at < 0) throw new Error(`route-data: ${file} has no </head> to put its route data before`);
  // `<` escaped so no string in the data can end the element early.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `${html.slice(0, at)}<script type="application/json" id="${PAGE_ROUTE_DATA_ID}">${json}</script>${html.slice(at)}`;
}
