// How long the site takes to answer each control with a phone's CPU, for bench:side-by-side: the
// longest Event Timing duration (input to the next paint) of each action, with the CPU slowed as
// Lighthouse's mobile preset is.
import type {Browser, Locator, Page} from '@playwright/test';

export const interactionNames = [
  'tab',
  'colour',
  'copy',
  'search open',
  'search typing',
  'search arrows',
  'search close',
  'navigation',
  'menu open',
  'blog panel',
  'menu close',
] as const;
export type Interaction = (typeof interactionNames)[number];
/** ms per action; 0 when no event of it lasted 16 ms, the shortest Event Timing reports. */
export type InteractionFigures = Record<Interaction, number>;

const cpuSlowdown = 4;

// Every event of an interaction (as INP counts them, not the hovers a changed page sends the
// pointer) of 16 ms or more, as [start, duration]; read after each action.
const recordEvents = `window.__benchEvents = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) {
    if (e.interactionId) window.__benchEvents.push([e.startTime, e.duration]);
  }
}).observe({type: 'event', durationThreshold: 16, buffered: true});`;

/**
 * Until the main thread has been idle once, twice over, so that the action's work and its entries
 * are done.
 */
const settle = (page: Page) =>
  page.evaluate(async () => {
    for (let i = 0; i < 2; i++) {
      await new Promise((done) => requestIdleCallback(() => setTimeout(done, 50), {timeout: 5000}));
    }
  });

/** The longest event of `action`, ms. */
async function longest(page: Page, action: () => Promise<unknown>) {
  const from = await page.evaluate(() => performance.now());
  await action();
  await settle(page);
  return page.evaluate(
    (after) =>
      Math.max(
        0,
        ...(window as unknown as {__benchEvents: [number, number][]}).__benchEvents
          .filter(([start]) => start >= after)
          .map(([, duration]) => duration),
      ),
    from,
  );
}

/** A click on `target` once it is in view and the scroll's work is done: the click alone. */
async function clickInView(page: Page, target: Locator) {
  await target.scrollIntoViewIfNeeded();
  await settle(page);
  await target.click();
}

/** A page opened with the CPU slowed, once it has hydrated and gone quiet. */
async function slowedPage(browser: Browser, url: string, width: number) {
  const page = await browser.newPage({viewport: {width, height: 844}});
  await page.addInitScript(recordEvents);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: cpuSlowdown});
  await page.goto(url);
  await page.waitForSelector('html[data-has-hydrated="true"]', {timeout: 60_000});
  await page.waitForLoadState('networkidle');
  await settle(page);
  return page;
}

/**
 * One run of every action on the build at `origin`: on /docs/installation at 1366 px the tab
 * switch, the copy button, the colour switch, search (opened by its button, a query typed key by
 * key, three arrow presses, Esc) and the navbar's Features link; on `postPath` at 390 px the phone
 * menu opened (onto the blog's panel), its main panel, closed.
 */
export async function interactionsOnce(browser: Browser, origin: string, postPath: string) {
  const figures = {} as InteractionFigures;
  const docs = await slowedPage(browser, `${origin}/docs/installation`, 1366);
  try {
    const tab = docs.getByRole('tab', {selected: false}).first();
    figures.tab = await longest(docs, () => clickInView(docs, tab));
    const copy = docs.getByRole('button', {name: /copy/i}).first();
    figures.copy = await longest(docs, () => clickInView(docs, copy));
    const toggle = docs.locator('.navbar__inner .site-color-mode-toggle button');
    figures.colour = await longest(docs, () => toggle.click());
    const dialog = docs.getByRole('dialog');
    figures['search open'] = await longest(docs, async () => {
      await docs.getByRole('button', {name: 'Search', exact: true}).click();
      await dialog.getByRole('combobox').waitFor();
    });
    figures['search typing'] = await longest(docs, async () => {
      for (const key of 'rootless') await docs.keyboard.press(key);
      await dialog.getByRole('option').first().waitFor();
    });
    figures['search arrows'] = await longest(docs, async () => {
      for (let i = 0; i < 3; i++) await docs.keyboard.press('ArrowDown');
    });
    figures['search close'] = await longest(docs, async () => {
      await docs.keyboard.press('Escape');
      await dialog.waitFor({state: 'detached'});
    });
    figures.navigation = await longest(docs, async () => {
      await docs.locator('.navbar__inner a[href$="/features"]').first().click();
      await docs.waitForURL(/\/features$/);
      await docs.getByRole('heading', {level: 1}).waitFor();
    });
  } finally {
    await docs.close();
  }
  const post = await slowedPage(browser, `${origin}${postPath}`, 390);
  try {
    const menu = post.locator('.navbar-sidebar');
    figures['menu open'] = await longest(post, async () => {
      await post.getByRole('button', {name: 'Toggle navigation bar'}).click();
      await menu.getByRole('button', {name: /back to main menu/i}).waitFor();
    });
    figures['blog panel'] = await longest(post, () =>
      menu.getByRole('button', {name: /back to main menu/i}).click(),
    );
    figures['menu close'] = await longest(post, async () => {
      await menu.getByRole('button', {name: 'Close navigation bar'}).click();
      await menu.waitFor({state: 'hidden'});
    });
  } finally {
    await post.close();
  }
  return figures;
}
