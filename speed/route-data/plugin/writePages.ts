// The route-data piece's output-pipeline step: each page's route data written into its HTML.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type {RouteTable} from './RouteTablePlugin';
import {pagePath, routeKeysFor, type KeyedRoute} from './routeKeys';
import {pageRouteData, withPageRouteData} from './pageRouteData';
import {homePageKeys} from './routeTree';

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
 * Files read and written at a time: enough to keep the disk busy, few enough to hold little memory.
 */
const AT_ONCE = 8;

/**
 * Puts each page's route data into its HTML (a file without the app root is
 * left alone). Each file is replaced whole (written beside it, then renamed):
 * the blog plugin reads the posts' pages for its feeds at the same time.
 * Asynchronous, so the other plugins' postBuild hooks are not held up (a
 * synchronous loop once made the feeds plugin's wait time out).
 */
export async function writePageRouteData(
  outDir: string,
  routes: KeyedRoute[],
  table: RouteTable,
  baseUrl: string,
): Promise<{written: number; lookupMs: number}> {
  let written = 0;
  let lookupMs = 0;
  const homeKeys = homePageKeys(table.data.tree, baseUrl);
  const writeOne = async (file: string) => {
    const html = await fsp.readFile(file, 'utf8');
    if (!APP_ROOT.test(html)) return;
    const relative = path.relative(outDir, file);
    // The address the page is served at: the routes' paths carry the base URL.
    const renderedAt = `${baseUrl.replace(/\/$/, '')}${pagePath(relative)}`;
    const lookupStart = performance.now();
    const keys = routeKeysFor(routes, renderedAt);
    lookupMs += performance.now() - lookupStart;
    const data = pageRouteData(
      table.data,
      keys,
      `${baseUrl}${table.file}`,
      table.scripts,
      baseUrl,
      renderedAt,
      homeKeys,
    );
    const temporary = `${file}.route-data.tmp`;
    await fsp.writeFile(temporary, withPageRouteData(html, data, relative));
    await fsp.rename(temporary, file);
    written++;
  };
  const files = htmlFiles(outDir, new Set([path.join(outDir, 'assets')]));
  const worker = async () => {
    for (let next = files.next(); !next.done; next = files.next()) await writeOne(next.value);
  };
  await Promise.all(Array.from({length: AT_ONCE}, worker));
  return {written, lookupMs};
}
