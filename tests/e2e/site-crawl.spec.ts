// Browser tests: every page of the sitemap, visited, with axe and the console guard.
import type {Page, Request, Response} from '@playwright/test';
import {test, expect} from '../fixtures/test';
import fs from 'node:fs';
import path from 'node:path';
import {crawl, nightly} from '../../scripts/measure/perPush';

// The pages of the sitemap, in shards (maintaining/testing.md, "Whole-site checks"; the sample:
// scripts/measure/perPush.ts).
const origin = 'https://podman.io';
const sitemap = fs.readFileSync(path.resolve('build-test/sitemap.xml'), 'utf8');
const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
  (m) => m[1]!.slice(origin.length) || '/',
);

// A visit whose load event has not come after this long is stuck (once in about a thousand visits
// in CI, the document's request never answered): it fails the shard, naming the requests still
// open, and the crawl goes on.
const loadTimeoutMs = 30_000;

/** The page's response, or why its load event never came. */
async function visit(page: Page, p: string, open: Set<Request>): Promise<Response | null | string> {
  try {
    return await page.goto(p, {timeout: loadTimeoutMs});
  } catch (error) {
    if (!(error instanceof Error) || error.name !== 'TimeoutError') throw error;
    const waiting = [...open].map((r) => `${r.resourceType()} ${new URL(r.url()).pathname}`);
    open.clear();
    return `no load event after ${loadTimeoutMs / 1000} s; still open: ${waiting.join(', ') || 'nothing'}`;
  }
}

test('the sitemap has the whole site', () => {
  expect(paths.length).toBeGreaterThan(500);
});

for (let shard = 0; shard < crawl.shards; shard++) {
  test(`site crawl, shard ${shard + 1} of ${crawl.shards}`, async ({page, site}, testInfo) => {
    test.setTimeout(600_000);
    const speedOff = testInfo.project.name === 'speed-off';
    // Under a preview's path (project base-url) what can differ is the addresses: the sample,
    // nightly too, without axe.
    const underBase = testInfo.project.name === 'base-url';
    const whole = nightly && !underBase;
    const checksAll = (!speedOff && !underBase) || whole;
    const problems: string[] = [];
    let current = '';
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') {
        problems.push(`${current}: console ${m.type()}: ${m.text()}`);
      }
    });
    page.on('pageerror', (e) => problems.push(`${current}: ${e.message}`));
    const open = new Set<Request>();
    page.on('request', (r) => open.add(r));
    page.on('requestfinished', (r) => open.delete(r));
    page.on('requestfailed', (r) => open.delete(r));
    const desktop = page.viewportSize()!;
    let visited = 0;
    for (const [index, p] of paths.entries()) {
      if (index % crawl.shards !== shard || !crawl.visits(p, index, whole)) continue;
      current = p;
      visited += 1;
      const res = await visit(page, site.path(p), open);
      if (typeof res === 'string') {
        problems.push(`${p}: ${res}`);
        continue;
      }
      if (res?.status() !== 200) problems.push(`${p}: status ${res?.status()}`);
      await expect(page.locator('html[data-has-hydrated="true"]'), p).toHaveCount(1);
      const h1 = await page.locator('h1').count();
      if (h1 !== 1) problems.push(`${p}: ${h1} h1 elements`);
      if ((await page.getByRole('main').count()) < 1) problems.push(`${p}: no main landmark`);
      if (!(await page.title()).trim()) problems.push(`${p}: empty title`);
      if (checksAll) problems.push(...(await site.axe()).map((v) => `${p} (light): ${v}`));
      if (checksAll && crawl.darkPass(p, index, whole)) {
        // Switch to dark at once: colour transitions would otherwise be measured half-way.
        await page.addStyleTag({
          content: '*, *::before, *::after { transition: none !important; }',
        });
        await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
        for (const v of await site.axe({rules: ['color-contrast']})) {
          problems.push(`${p} (dark): ${v}`);
        }
      }
      // On a phone nothing is wider than the screen: every page at 390 px, where the dark pass runs
      // at 320 px too.
      for (const width of crawl.darkPass(p, index, whole) ? [390, 320] : [390]) {
        await page.setViewportSize({width, height: 800});
        const wide = await page.evaluate(
          () =>
            new Promise<number>((r) =>
              requestAnimationFrame(() => r(document.documentElement.scrollWidth)),
            ),
        );
        if (wide > width) problems.push(`${p}: ${wide} px wide on a ${width} px screen`);
      }
      await page.setViewportSize(desktop);
    }
    expect(
      visited,
      `shard ${shard + 1} visited no page of the ${paths.length} in the sitemap`,
    ).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });
}
