import fs from 'node:fs';
import path from 'node:path';
import {spawnSync} from 'node:child_process';
import type {Browser} from '@playwright/test';
import {startNginx} from '../../nginx/harness.ts';
import {firstVisit, wireWeight} from '../../../tests/fixtures/firstVisit.ts';
import {measureFirstQuery} from '../../../tests/fixtures/searchFigures.ts';

export type BuildFigures = {seconds: number; peakMemoryMiB: number};

// Builds the site in `siteDir` under GNU time (wall time, peak memory), compressed as the container's build is.
// Rspack's persistent cache is off, so no factor warms the next (the copy's node_modules is the repository's).
export function timedBuild(siteDir: string, opts: {perfLog?: boolean; logFile?: string; env?: Record<string, string>} = {}): BuildFigures {
  const r = spawnSync('/usr/bin/time', ['-f', 'SCALE %e %M', 'node_modules/.bin/docusaurus', 'build'], {
    cwd: siteDir,
    encoding: 'utf8',
    maxBuffer: 256 << 20,
    env: {...process.env, DOCUSAURUS_NO_PERSISTENT_CACHE: '1', SITE_PRECOMPRESS: '1', ...(opts.perfLog ? {DOCUSAURUS_PERF_LOGGER: 'true'} : {}), ...opts.env},
  });
  if (opts.logFile) fs.writeFileSync(opts.logFile, `${r.stdout ?? ''}\n${r.stderr ?? ''}`);
  if (r.error) throw new Error(`build in ${siteDir} could not start (is GNU time at /usr/bin/time?): ${r.error.message}`);
  if (r.status !== 0) throw new Error(`build in ${siteDir} failed:\n${r.stdout.slice(-4000)}\n${r.stderr.slice(-4000)}`);
  const m = /SCALE ([\d.]+) (\d+)/.exec(r.stderr);
  if (!m) throw new Error(`build in ${siteDir}: GNU time printed no figures:\n${r.stderr.slice(-2000)}`);
  return {seconds: Number(m[1]), peakMemoryMiB: Math.round(Number(m[2]) / 1024)};
}

/** The built HTML file that serves a route (`/a/b` → a/b.html, `/` → index.html). */
export function htmlFileOf(outDir: string, route: string): string {
  const candidates = route === '/' ? ['index.html'] : [`${route.slice(1)}.html`, `${route.slice(1)}/index.html`];
  for (const c of candidates) {
    const file = path.join(outDir, c);
    if (fs.existsSync(file)) return file;
  }
  throw new Error(`${outDir}: no HTML file for ${route}`);
}

/** A file's size as served compressed: brotli where precompress wrote it, else gzip. */
function compressedSize(file: string): number {
  for (const ext of ['.br', '.gz']) if (fs.existsSync(file + ext)) return fs.statSync(file + ext).size;
  throw new Error(`${file}: no .br or .gz beside it (built without SITE_PRECOMPRESS=1?)`);
}

export type OutputFigures = {
  routes: number;
  pages: number;
  mainJs: {raw: number; compressed: number};
  pagefind: {files: number; bytes: number};
  html: Record<string, number>;
};

/** What the build wrote: routes, HTML pages, main.js, the search index and the raw HTML of the sample pages. */
export function outputFigures(siteDir: string, outDir: string, samples: Record<string, string>): OutputFigures {
  const chunkNamesFile = path.join(siteDir, '.docusaurus/routesChunkNames.json');
  if (!fs.existsSync(chunkNamesFile)) throw new Error(`${chunkNamesFile}: missing; did the build run?`);
  const files = fs.readdirSync(outDir, {recursive: true, withFileTypes: true}).filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
  const pagefindDir = path.join(outDir, 'pagefind') + path.sep;
  const main = files.filter((f) => /\/assets\/js\/main\.[0-9a-f]+\.js$/.test(f));
  if (main.length !== 1) throw new Error(`${outDir}: expected one main.*.js, found ${main.length}`);
  // As Pagefind writes it: the .br and .gz copies precompress.ts adds are the same files for another encoding.
  const pagefind = files.filter((f) => f.startsWith(pagefindDir) && !/\.(br|gz)$/.test(f));
  return {
    routes: Object.keys(JSON.parse(fs.readFileSync(chunkNamesFile, 'utf8')) as object).length,
    pages: files.filter((f) => f.endsWith('.html') && !f.startsWith(pagefindDir)).length,
    mainJs: {raw: fs.statSync(main[0]!).size, compressed: compressedSize(main[0]!)},
    pagefind: {files: pagefind.length, bytes: pagefind.reduce((n, f) => n + fs.statSync(f).size, 0)},
    html: Object.fromEntries(Object.entries(samples).map(([name, route]) => [name, fs.statSync(htmlFileOf(outDir, route)).size])),
  };
}

export type VisitFigures = {firstLoadJs: Record<string, number>; htmlTransfer: Record<string, number>; searchQuery: {query: string; bytes: number; requests: number}};

/** Served by nginx: bytes of a first visit to each sample page, and of the first search query's /pagefind/ requests. */
export async function visitFigures(browser: Browser, outDir: string, samples: Record<string, string>, query: string): Promise<VisitFigures> {
  const nginx = await startNginx(outDir);
  try {
    const firstLoadJs: Record<string, number> = {};
    const htmlTransfer: Record<string, number> = {};
    for (const [name, route] of Object.entries(samples)) {
      const weight = wireWeight(await firstVisit(browser, route, {server: nginx.url}));
      firstLoadJs[name] = weight.js;
      htmlTransfer[name] = weight.html;
    }
    const files = (await measureFirstQuery(browser, `${nginx.url}/`, query)).filter((f) => f.path.startsWith('/pagefind/'));
    return {firstLoadJs, htmlTransfer, searchQuery: {query, bytes: Math.round(files.reduce((sum, f) => sum + f.kib * 1024, 0)), requests: files.length}};
  } finally {
    await nginx.stop();
  }
}
