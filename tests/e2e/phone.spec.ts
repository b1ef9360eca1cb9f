// Browser tests: no page wider than a phone's screen, and phone-only layouts.
import fs from 'node:fs';
import {test, expect, browserLogs} from '../fixtures/test';
import {customPaths} from '../fixtures/customPages';

// site-crawl.spec.ts checks the width of every sitemap page at 390 px.
const pages = [...customPaths, '/docs/installation', '/blogs', '/no/such/page'];

for (const [width, widthPages] of [
  [280, ['/community']],
  [320, pages],
  [390, pages],
  [768, pages],
] as const) {
  for (const p of widthPages) {
    test(`${p} is no wider than a ${width} px screen`, async ({site}) => {
      if (p === '/no/such/page') site.expectErrors(browserLogs.notFound);
      const page = await site.newPage({viewport: {width, height: 800}});
      await site.open(p, page);
      const wide = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(wide).toBeLessThanOrEqual(width);
    });
  }
}

// As many tab lists as the page's source has tab groups: a loop over none would hold nothing.
const tabGroups =
  fs.readFileSync('docs/installation.mdx', 'utf8').match(/<Tabs[\s>]/g)?.length ?? 0;

// Fedora is the default, fifth of the Linux tabs; openSUSE Kubic is the last.
for (const address of ['/docs/installation', '/docs/installation?linux-distro=opensuse-kubic']) {
  test(`${address}: scrolls the selected tab into view on a phone`, async ({site}) => {
    const page = await site.newPage({viewport: {width: 390, height: 844}});
    await site.open(address, page);
    const lists = await page.getByRole('tablist').all();
    expect(tabGroups).toBeGreaterThan(0);
    expect(lists, 'the tab lists of docs/installation.mdx').toHaveLength(tabGroups);
    for (const [i, list] of lists.entries()) {
      const tab = list.locator('[aria-selected="true"]');
      await expect
        .poll(
          async () => {
            const [outer, inner] = [(await list.boundingBox())!, (await tab.boundingBox())!];
            return inner.x >= outer.x - 1 && inner.x + inner.width <= outer.x + outer.width + 1;
          },
          `tab list ${i + 1}, "${await tab.textContent()}" in view`,
        )
        .toBe(true);
    }
  });
}

test('at 320 px, gives each pager card a row, splitting no word', async ({site}) => {
  const page = await site.newPage({viewport: {width: 320, height: 700}});
  await page.goto('/blogs/2020/09/30/Oct-6-Agenda');
  const labels = page.locator('.pagination-nav__label');
  await expect(labels).toHaveCount(2);
  // A word split across lines makes a label's text wider than the label's box on some line: measure
  // each word.
  const split = await labels.evaluateAll((els) =>
    els.flatMap((el) => {
      const range = document.createRange();
      const text = el.firstChild!;
      const words: string[] = [];
      let at = 0;
      for (const word of (text.textContent ?? '').split(' ')) {
        range.setStart(text, at);
        range.setEnd(text, at + word.length);
        if (word && range.getClientRects().length > 1) words.push(word);
        at += word.length + 1;
      }
      return words;
    }),
  );
  expect(split).toEqual([]);
});
