// A first visit's main-thread cost, read from Chromium's trace: the bench's script time and
// blocking time.
import type {Browser} from '@playwright/test';

/** What one first visit cost the page's main thread, in CPU time, ms. */
export type MainThreadFigures = {
  /** Running and compiling JavaScript (Chromium's trace: the outermost script events). */
  script: number;
  /**
   * TBT as Lighthouse's mobile preset counts it, from CPU time: each task from the first contentful
   * paint on, slowed 4×, beyond 50 ms, summed.
   */
  blocking: number;
};

type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: {name?: string};
};

/** Lighthouse's mobile preset slows the CPU 4×; a task of 12.5 ms here is a long task there. */
const cpuSlowdown = 4;

// The events in which the main thread runs script; nested ones are inside an outer one.
const scriptEvents = new Set([
  'EvaluateScript',
  'FunctionCall',
  'RunMicrotasks',
  'v8.compile',
  'v8.compileModule',
  'v8.evaluateModule',
]);

// The main thread's figures from a Chromium trace, in CPU time, not the clock: on a shared machine
// the clock also counts the waits for a core, which moved one build's script time by hundreds of ms
// from visit to visit.
export function mainThreadFigures(events: readonly TraceEvent[]) {
  // The page's renderer is the one that painted: a trace can hold others (a spare renderer, the
  // last context's), and the first of them named was at times not the page's.
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  if (!fcp) throw new Error('the trace has no first contentful paint');
  const main = events.find(
    (e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.pid === fcp.pid,
  );
  if (!main) throw new Error('the trace has no renderer main thread (CrRendererMain)');
  const onMain = events
    .filter((e) => e.ph === 'X' && e.pid === main.pid && e.tid === main.tid)
    .sort((a, b) => a.ts - b.ts);
  let script = 0;
  let outerEnd = -Infinity;
  for (const e of onMain) {
    if (!scriptEvents.has(e.name) || e.ts < outerEnd) continue;
    script += e.tdur ?? 0;
    outerEnd = e.ts + (e.dur ?? 0);
  }
  const blocking = onMain
    .filter((e) => e.name === 'RunTask' && e.ts >= fcp.ts)
    .reduce((sum, e) => sum + Math.max(0, cpuSlowdown * (e.tdur ?? 0) - 50_000), 0);
  return {script: Math.round(script / 1000), blocking: Math.round(blocking / 1000)};
}

// One first visit to `url` in a fresh context, prefetching on, traced until the page has hydrated,
// the network is idle and a second more has passed (on a loaded machine the bundles can come after
// half a second of quiet). On the screen of Lighthouse's mobile preset: a phone's page renders
// other parts (the phone menu, no desktop sidebar).
export async function mainThreadOnce(browser: Browser, url: string) {
  const context = await browser.newContext({
    viewport: {width: 412, height: 823},
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const tab = await context.newPage();
    await browser.startTracing(tab, {
      categories: [
        '__metadata',
        'toplevel',
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        'loading',
      ],
    });
    let trace: Buffer;
    try {
      await tab.goto(url);
      await tab.waitForSelector('html[data-has-hydrated="true"]', {timeout: 60_000});
      await tab.waitForLoadState('networkidle');
      await tab.waitForTimeout(1000);
    } finally {
      trace = await browser.stopTracing();
    }
    return mainThreadFigures(
      (JSON.parse(trace.toString()) as {traceEvents: TraceEvent[]}).traceEvents,
    );
  } finally {
    await context.close();
  }
}
