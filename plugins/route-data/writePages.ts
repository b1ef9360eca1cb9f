import fs from 'node:fs';
import path from 'node:path';
import type {RouteTable} from './RouteTablePlugin';
import {pagePath, routeKeysFor, type KeyedRoute} from './routeKeys';
import {pageRouteData, withPageRouteData} from './pageRouteData';

// As Docusaurus writes it, minified or not.
const APP_ROOT = /<div id="?__docusaurus"?>/;

function* htmlFiles(dir: string, skip: ReadonlySet<string>): Generator<string> {
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!skip.has(full)) yield* htmlFiles(full, skip);
    } else if (entry.name.endsWith('.html')) yield full;
  }
}

/**
 * Puts each page's route data into its HTML. Pages without the app root
 * (the redirect pages of client-redirects) are left alone. Each file is
 * replaced whole (written beside it, then renamed), so a reader never sees
 * half of one. Returns the number of pages written and the milliseconds
 * spent finding their routes (the part that grows with the route count).
 */
export function writePageRouteData(outDir: string, routes: KeyedRoute[], table: RouteTable, baseUrl: string): {written: number; lookupMs: number} {
  let written = 0;
  let lookupMs = 0;
  for (const file of htmlFiles(outDir, new Set([path.join(outDir, 'assets')]))) {
    const html = fs.readFileSync(file, 'utf8');
    if (!APP_ROOT.test(html)) continue;
    const relative = path.relative(outDir, file);
    const renderedAt = pagePath(relative);
    const lookupStart = performance.now();
    const keys = routeKeysFor(routes, renderedAt);
    lookupMs += performance.now() - lookupStart;
    const data = pageRouteData(table.data, keys, `${baseUrl}${table.file}`, table.scripts, baseUrl, `${baseUrl.replace(/\/$/, '')}${renderedAt}`);
    const temporary = `${file}.route-data.tmp`;
    fs.writeFileSync(temporary, withPageRouteData(html, data, relative));
    fs.renameSync(temporary, file);
    written++;
  }
  return {written, lookupMs};
}
