/**
 * One Lighthouse run (mobile preset, the default) in a fresh headless Chromium.
 * An ES module on purpose: Lighthouse serializes some of its own functions into
 * the page, and when a CommonJS file imports it, tsx transforms Lighthouse too
 * and those functions then call a helper (`__name`) the page does not have.
 */
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import {inTurns} from './inTurns.ts';

export type LighthouseFigures = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /**
   * Lighthouse's measure of how fast this machine ran at the time (higher is
   * faster). TBT is simulated from the page's own task times, so on a shared
   * machine it moves with this; it tells a slow machine from a slow page.
   */
  benchmarkIndex: number;
};

const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function lighthouseOnce(url: string): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  try {
    const result = await lighthouse(url, {port: chrome.port, output: 'json', logLevel: 'error'});
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const {lhr} = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const score = (k: string) => Math.round((lhr.categories[k]?.score ?? 0) * 100);
    const metric = (k: string) => lhr.audits[k]?.numericValue ?? NaN;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcp: Math.round(metric('first-contentful-paint')),
      lcp: Math.round(metric('largest-contentful-paint')),
      tbt: Math.round(metric('total-blocking-time')),
      cls: Number(metric('cumulative-layout-shift').toFixed(3)),
      benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    };
  } finally {
    await chrome.kill();
  }
}

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** The median of each figure over several runs. */
export function medianFigures(samples: LighthouseFigures[]): LighthouseFigures {
  const keys = Object.keys(samples[0]!) as (keyof LighthouseFigures)[];
  return Object.fromEntries(keys.map((k) => [k, median(samples.map((s) => s[k]))])) as LighthouseFigures;
}

/** Lighthouse `runs` times on each page of each site, in rounds (inTurns.ts). */
export async function lighthouseInTurns(
  origins: string[],
  pages: string[],
  runs: number,
  record: (page: number, site: number, figures: LighthouseFigures) => void,
  afterRound?: (done: number) => void,
): Promise<void> {
  await inTurns(origins, pages, runs, lighthouseOnce, record, afterRound);
}
