// bench:scale's figures of one scaled build: output sizes, first visits and the first search.
import fs from 'node:fs';
import path from 'node:path';
import {buildFileFor, firstVisit, shippedBytes, wireWeight} from '../../measure/firstVisit.ts';
import {measureFirstQuery} from '../../measure/searchFigures.ts';
import {withServed} from '../pages.ts';

/** The size of the built HTML file that serves a route (`/a/b` → a/b.html, `/` → index.html). */
function htmlSize(outDir: string, route: string) {
  const file = buildFileFor(outDir, route);
  if (!file) throw new Error(`${outDir}: no HTML file for ${route}`);
  return fs.statSync(file).size;
}

export type OutputFigures = ReturnType<typeof outputFigures>;

/**
 * What the build wrote: routes, HTML pages, main.js, the search index and the raw HTML of the
 * sample pages.
 */
export function outputFigures(siteDir: string, outDir: string, samples: Record<string, string>) {
  const chunkNamesFile = path.join(siteDir, '.docusaurus/routesChunkNames.json');
  if (!fs.existsSync(chunkNamesFile)) {
    throw new Error(`${chunkNamesFile}: missing; did the build run?`);
  }
  const files = fs
    .readdirSync(outDir, {recursive: true, withFileTypes: true})
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
  const pagefindDir = path.join(outDir, 'pagefind') + path.sep;
  const main = files.filter((f) => /\/assets\/js\/main\.[0-9a-f]+\.js$/.test(f));
  if (main.length !== 1) throw new Error(`${outDir}: expected one main.*.js, found ${main.length}`);
  // As Pagefind writes it: the .br and .gz copies precompress.ts adds are the same files for
  // another encoding.
  const pagefind = files.filter((f) => f.startsWith(pagefindDir) && !/\.(br|gz)$/.test(f));
  return {
    routes: Object.keys(JSON.parse(fs.readFileSync(chunkNamesFile, 'utf8')) as object).length,
    pages: files.filter((f) => f.endsWith('.html') && !f.startsWith(pagefindDir)).length,
    mainJs: {raw: fs.statSync(main[0]!).size, compressed: shippedBytes(main[0]!)},
    pagefind: {
      files: pagefind.length,
      bytes: pagefind.reduce((n, f) => n + fs.statSync(f).size, 0),
    },
    html: Object.fromEntries(
      Object.entries(samples).map(([name, route]) => [name, htmlSize(outDir, route)]),
    ),
  };
}

export type VisitFigures = Awaited<ReturnType<typeof visitFigures>>;

/**
 * Served by nginx: bytes of a first visit to each sample page, and of the first search query's
 * /pagefind/ requests.
 */
export function visitFigures(outDir: string, samples: Record<string, string>, query: string) {
  return withServed(outDir, async (browser, url) => {
    const firstLoadJs: Record<string, number> = {};
    const htmlTransfer: Record<string, number> = {};
    for (const [name, route] of Object.entries(samples)) {
      const weight = wireWeight(await firstVisit(browser, route, {server: url}));
      firstLoadJs[name] = weight.js;
      htmlTransfer[name] = weight.html;
    }
    const files = (await measureFirstQuery(browser, `${url}/`, query)).filter((f) =>
      f.path.startsWith('/pagefind/'),
    );
    return {
      firstLoadJs,
      htmlTransfer,
      searchQuery: {
        query,
        bytes: Math.round(files.reduce((sum, f) => sum + f.kib * 1024, 0)),
        requests: files.length,
      },
    };
  });
}
