// What every bench shares: the page types it measures, a timed build, a served build with Chromium,
// tables.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {spawnSync} from 'node:child_process';
import {chromium, type Browser} from '@playwright/test';
import {postRoute} from '../../config/postRoute';
import {firstLoad} from '../measure/firstVisit';
import {startNginx} from '../nginx/harness';

/** The five page types the benchmark and the budgets measure. */
export function benchPages(siteDir: string) {
  const posts = (dir: string) =>
    fs.readdirSync(path.join(siteDir, dir)).filter((f) => /^\d{4}-\d{2}-\d{2}-.+\.mdx?$/.test(f));
  const longest = posts('blog').sort(
    (a, b) =>
      fs.statSync(path.join(siteDir, 'blog', b)).size -
      fs.statSync(path.join(siteDir, 'blog', a)).size,
  )[0]!;
  const newestRelease = posts('release').sort().at(-1)!;
  return [
    {name: 'home', path: '/'},
    {name: 'blog list', path: '/blogs'},
    {name: 'long blog post', path: postRoute('/blogs', longest)},
    {name: 'docs: installation', path: '/docs/installation'},
    {name: 'release post', path: postRoute('/release', newestRelease)},
  ];
}

/** Runs `work` with a Chromium of its own (CHROMIUM_PATH, else `binary`), closed afterwards. */
export async function withChromium<T>(
  work: (browser: Browser) => Promise<T>,
  binary = '/usr/bin/chromium',
) {
  const browser = await chromium.launch({executablePath: process.env.CHROMIUM_PATH ?? binary});
  try {
    return await work(browser);
  } finally {
    await browser.close();
  }
}

/**
 * Runs `work` on the build in `dir` served by nginx (deploy/nginx.conf) at `url`, with a Chromium
 * of its own.
 */
export async function withServed<T>(
  dir: string,
  work: (browser: Browser, url: string) => Promise<T>,
) {
  const nginx = await startNginx(dir);
  try {
    return await withChromium((browser) => work(browser, nginx.url));
  } finally {
    await nginx.stop();
  }
}

export type BuildFigures = ReturnType<typeof timedBuild>;

/**
 * The one build runner of the benches: `docusaurus build [args]` in `cwd` with `env`, under GNU
 * time (wall time and the peak resident memory of the build process, its worker threads included);
 * its output goes to `logFile`.
 */
export function timedBuild(
  what: string,
  env: NodeJS.ProcessEnv,
  opts: {cwd?: string; args?: string[]; logFile?: string} = {},
) {
  const command = [
    '-f',
    'BENCH %e %M',
    'node_modules/.bin/docusaurus',
    'build',
    ...(opts.args ?? []),
  ];
  const r = spawnSync('/usr/bin/time', command, {
    cwd: opts.cwd,
    env,
    encoding: 'utf8',
    maxBuffer: 256 << 20,
  });
  if (opts.logFile) fs.writeFileSync(opts.logFile, `${r.stdout ?? ''}\n${r.stderr ?? ''}`);
  if (r.error) {
    throw new Error(`${what} could not start (is GNU time at /usr/bin/time?): ${r.error.message}`);
  }
  if (r.status !== 0) {
    throw new Error(
      `${what} failed${opts.logFile ? ` (log: ${opts.logFile})` : `:\n${r.stdout.slice(-4000)}\n${r.stderr.slice(-4000)}`}`,
    );
  }
  const m = /BENCH ([\d.]+) (\d+)/.exec(r.stderr);
  if (!m) throw new Error(`${what}: GNU time printed no figures:\n${r.stderr.slice(-2000)}`);
  return {seconds: Number(m[1]), peakMemoryMiB: Math.round(Number(m[2]) / 1024)};
}

/**
 * The five page types of the site in `siteDir`, weighed on its build in `buildDir`, read from disk
 * (firstLoad).
 */
export const weighPages = (siteDir: string, buildDir: string, timeout?: number) =>
  withChromium(async (browser) => {
    const pages = [];
    for (const page of benchPages(siteDir)) {
      pages.push({...page, ...(await firstLoad(browser, buildDir, page.path, timeout))});
    }
    return pages;
  });

/** Bytes as KiB with one decimal, as every table of the benches shows them. */
export const kib = (bytes: number) => (bytes / 1024).toFixed(1);

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** "median (min–max)" of `values`, the range only when there are several; '–' without values. */
export function medianRange(values: number[], format: (n: number) => string = String) {
  if (values.length === 0) return '–';
  const range =
    values.length > 1 ? ` (${format(Math.min(...values))}–${format(Math.max(...values))})` : '';
  return `${format(median(values))}${range}`;
}

/** The value of the option `name` as a whole number of at least `min`; anything else stops here. */
export function wholeNumber(name: string, value: string | undefined, min: number) {
  const n = Number(value);
  if (!Number.isInteger(n) || n < min) {
    throw new Error(`${name} takes a whole number ≥ ${min}, not "${value}"`);
  }
  return n;
}

export const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** A plain-text table: the first column padded to the left, the others to the right. */
export function textTable(header: string[], rows: string[][]) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  return [header, ...rows].map((cells) =>
    cells
      .map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!)))
      .join('  ')
      .trimEnd(),
  );
}
