// One Lighthouse run (mobile preset) in a fresh headless Chromium. An ES module on purpose:
// imported from CommonJS, tsx transforms Lighthouse too, and the functions it serializes into the
// page then call a missing `__name`.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import {median} from './pages.ts';

export type LighthouseFigures = Awaited<ReturnType<typeof lighthouseOnce>>;

export async function lighthouseOnce(url: string) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
  try {
    const result = await lighthouse(url, {port: chrome.port, output: 'json', logLevel: 'error'});
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const {lhr} = result;
    if (lhr.runtimeError) {
      throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    }
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
      // How fast this machine ran at the time: simulated TBT moves with it, so it tells a slow
      // machine from a slow page.
      benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    };
  } finally {
    await chrome.kill();
  }
}

/** The median of each figure over `runs` runs, one after another. */
export async function lighthouseMedian(url: string, runs: number) {
  const samples: LighthouseFigures[] = [];
  for (let i = 0; i < runs; i++) samples.push(await lighthouseOnce(url));
  const keys = Object.keys(samples[0]!) as (keyof LighthouseFigures)[];
  return Object.fromEntries(
    keys.map((k) => [k, median(samples.map((s) => s[k]))]),
  ) as LighthouseFigures;
}
