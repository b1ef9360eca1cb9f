import type {Browser} from '@playwright/test';

/** What one first visit cost the main thread, unthrottled, ms. */
export type MainThreadFigures = {
  /** Chromium's ScriptDuration: running and compiling JavaScript. */
  script: number;
  /** The part of each task of 50 ms or more beyond 50 ms, summed (TBT's measure, without Lighthouse's slow-down). */
  blocking: number;
};

// A string, not a function: a transpiled function may refer to helpers the page does not have.
const watchLongTasks = `window.__longTasks = [];
new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__longTasks.push(e.duration); }).observe({type: 'longtask', buffered: true});`;

/**
 * One first visit to `url` in a fresh context, as a visitor makes it (route
 * prefetching on: what a piece defers or spares is in the figure), until the
 * page has hydrated, the network is idle and a second more has passed. (Idle
 * network alone is not enough: on a loaded machine the bundles, which start
 * after the first paint, can come later than half a second of quiet.)
 */
export async function mainThreadOnce(browser: Browser, url: string): Promise<MainThreadFigures> {
  const context = await browser.newContext();
  try {
    const tab = await context.newPage();
    await tab.addInitScript(watchLongTasks);
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Performance.enable');
    await tab.goto(url);
    await tab.waitForSelector('html[data-has-hydrated="true"]', {timeout: 60_000});
    await tab.waitForLoadState('networkidle');
    await tab.waitForTimeout(1000);
    const {metrics} = await cdp.send('Performance.getMetrics');
    const longTasks = (await tab.evaluate('window.__longTasks')) as number[];
    return {
      script: Math.round((metrics.find((m) => m.name === 'ScriptDuration')?.value ?? NaN) * 1000),
      blocking: Math.round(longTasks.reduce((sum, ms) => sum + Math.max(0, ms - 50), 0)),
    };
  } finally {
    await context.close();
  }
}

/**
 * `runs` first visits to each page of each site, in rounds: every round visits
 * every site once per page, in an order that turns with the round and the
 * page, so that a change in the machine's load falls on every site alike (as
 * lighthouseInTurns does). `record` gets each visit's figures (page and site
 * by index); `afterRound` the number of rounds done.
 */
export async function mainThreadInTurns(
  browser: Browser,
  origins: string[],
  pages: string[],
  runs: number,
  record: (page: number, site: number, figures: MainThreadFigures) => void,
  afterRound?: (done: number) => void,
): Promise<void> {
  for (let round = 0; round < runs; round++) {
    for (const [p, page] of pages.entries()) {
      for (let k = 0; k < origins.length; k++) {
        const site = (k + round + p) % origins.length;
        record(p, site, await mainThreadOnce(browser, `${origins[site]}${page}`));
      }
    }
    afterRound?.(round + 1);
  }
}
