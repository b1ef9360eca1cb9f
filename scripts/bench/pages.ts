import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {chromium, type Browser} from '@playwright/test';
import {postRoute} from '../../config/postRoute';
import {firstLoad} from '../../tests/fixtures/firstVisit';

/** The five page types the benchmark and the budgets measure. */
export function benchPages(siteDir: string): {name: string; path: string}[] {
  const posts = (dir: string) => fs.readdirSync(path.join(siteDir, dir)).filter((f) => /^\d{4}-\d{2}-\d{2}-.+\.mdx?$/.test(f));
  const longest = posts('blog').sort((a, b) => fs.statSync(path.join(siteDir, 'blog', b)).size - fs.statSync(path.join(siteDir, 'blog', a)).size)[0]!;
  const newestRelease = posts('release').sort().at(-1)!;
  return [
    {name: 'home', path: '/'},
    {name: 'blog list', path: '/blogs'},
    {name: 'long blog post', path: postRoute('/blogs', longest)},
    {name: 'docs: installation', path: '/docs/installation'},
    {name: 'release post', path: postRoute('/release', newestRelease)},
  ];
}

export const launchChromium = (args?: string[]) => chromium.launch({executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args});

/** Runs `work` with a Chromium of its own, closed afterwards. */
export async function withChromium<T>(work: (browser: Browser) => Promise<T>): Promise<T> {
  const browser = await launchChromium();
  try {
    return await work(browser);
  } finally {
    await browser.close();
  }
}

/** The five page types of the site in `siteDir`, weighed on its build in `buildDir`, read from disk (firstLoad). */
export const weighPages = (siteDir: string, buildDir: string, timeout?: number) =>
  withChromium(async (browser) => {
    const pages = [];
    for (const page of benchPages(siteDir)) pages.push({...page, ...(await firstLoad(browser, buildDir, page.path, timeout))});
    return pages;
  });

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export const loadAverage = () => os.loadavg().map((l) => l.toFixed(2)).join(' ');

/** A plain-text table: the first column padded to the left, the others to the right. */
export function textTable(header: string[], rows: string[][]): string[] {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  return [header, ...rows].map((cells) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ').trimEnd());
}
