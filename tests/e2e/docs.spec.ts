// Browser tests: the docs pages' tabs (kept choices, layout at every width), copy buttons and
// tables.
import {test, expect} from '../fixtures/test';
import type {Page} from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';

test('remembers a chosen distribution across the page and a reload', async ({page, site}) => {
  await site.open('/docs/installation');
  const ubuntuTabs = page.getByRole('tab', {name: 'Ubuntu', exact: true});
  expect(await ubuntuTabs.count()).toBeGreaterThan(1); // the same group appears in several sections
  await ubuntuTabs.first().click();
  for (const tab of await ubuntuTabs.all()) {
    await expect(tab).toHaveAttribute('aria-selected', 'true');
  }
  await site.open('/docs/installation'); // no query string: the choice comes from storage
  for (const tab of await ubuntuTabs.all()) {
    await expect(tab).toHaveAttribute('aria-selected', 'true');
  }
  expect(await page.evaluate(() => localStorage.getItem('docusaurus.tab.linux-distro'))).toBe(
    'ubuntu',
  );
});

test('every command block on the installation page has a copy button', async ({page, site}) => {
  await site.open('/docs/installation');
  const blocks = await page.locator('article .theme-code-block:visible').all();
  expect(blocks.length).toBeGreaterThan(10);
  for (const block of blocks) {
    await expect(block.getByRole('button', {name: /Copy code/, includeHidden: true})).toHaveCount(
      1,
    );
  }
});

// The pages with a tab group; the next test fails when content elsewhere gains a <Tabs>.
const tabPages = {'docs/installation.mdx': '/docs/installation'};

test('every file with a tab group is on the list the tab tests visit', () => {
  const withTabs = ['docs', 'blog', 'release', 'src/pages']
    .flatMap((dir) =>
      fs.readdirSync(dir, {recursive: true, encoding: 'utf8'}).map((f) => path.join(dir, f)),
    )
    .filter((f) => /\.(mdx?|tsx)$/.test(f) && /<Tabs[\s>]/.test(fs.readFileSync(f, 'utf8')));
  expect(withTabs.sort()).toEqual(Object.keys(tabPages).sort());
});

/**
 * What keeps a page's tab groups from being read at a glance, in words; empty when nothing does.
 */
const tabFaults = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const faults: string[] = [];
    const viewport = document.documentElement.clientWidth;
    document.querySelectorAll<HTMLElement>('[role="tablist"]').forEach((list, n) => {
      const at = `group ${n + 1}`;
      const box = list.getBoundingClientRect();
      if (list.scrollWidth > list.clientWidth + 1) {
        faults.push(`${at} scrolls sideways (${list.scrollWidth} px in ${list.clientWidth})`);
      }
      if (list.scrollLeft !== 0) faults.push(`${at} loads scrolled by ${list.scrollLeft} px`);
      for (const tab of list.querySelectorAll<HTMLElement>('[role="tab"]')) {
        const own = tab.getBoundingClientRect();
        const name = tab.textContent;
        if (own.left < box.left - 1 || own.right > box.right + 1 || own.right > viewport + 1) {
          faults.push(`${at}: "${name}" is out of sight`);
        }
        // As tall as its own lines of label and its padding, no more.
        const text = document.createRange();
        text.selectNodeContents(tab);
        const lines = new Set([...text.getClientRects()].map((r) => Math.round(r.top))).size;
        const s = getComputedStyle(tab);
        const px = (k: 'paddingTop' | 'paddingBottom' | 'borderTopWidth' | 'borderBottomWidth') =>
          parseFloat(s[k]);
        const lineHeight = parseFloat(s.lineHeight) || parseFloat(s.fontSize) * 1.2;
        const content =
          own.height -
          px('paddingTop') -
          px('paddingBottom') -
          px('borderTopWidth') -
          px('borderBottomWidth');
        if (content > lines * lineHeight + 2) {
          faults.push(
            `${at}: "${name}" is stretched to ${Math.round(own.height)} px around ${lines} line(s) of label`,
          );
        }
        // The selected one's underline right under its name: no further below its last line than
        // padding and half a line's leading.
        const label = text.getBoundingClientRect();
        const gap = own.bottom - px('borderBottomWidth') - label.bottom;
        if (
          tab.getAttribute('aria-selected') === 'true' &&
          gap > px('paddingBottom') + (lineHeight - label.height / lines) + 2
        ) {
          faults.push(`${at}: the marker of "${name}" is ${Math.round(gap)} px below its label`);
        }
      }
    });
    return faults;
  });

// With the default tab selected, and with the last one chosen by the address.
for (const width of [320, 390, 1024, 1280]) {
  for (const query of ['', '?linux-distro=linux-mint']) {
    test(`at ${width} px${query ? ` ${query}` : ''}, shows every tab whole and in sight`, async ({
      site,
    }) => {
      const page = await site.newPage({viewport: {width, height: 900}});
      for (const address of Object.values(tabPages)) {
        await site.open(address + query, page);
        expect(await page.getByRole('tablist').count()).toBeGreaterThan(0);
        expect(await tabFaults(page), address + query).toEqual([]);
      }
    });
  }
}

// 1024 px: a doc's column, between its sidebar and its table of contents, is as narrow as a
// phone's.
for (const width of [1024, 390, 320]) {
  test(`at ${width} px, shows a table row as a block of named values`, async ({site}) => {
    const page = await site.newPage({viewport: {width, height: 844}});
    await site.open('/docs/installation', page);
    const table = page.locator('article table', {hasText: 'exclude_graphdriver_devicemapper'});
    const box = table.locator('xpath=..');
    // Nothing to scroll sideways: the whole table is on the screen.
    expect(await box.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
    expect(
      await table.evaluate(
        (el) => el.getBoundingClientRect().right <= document.documentElement.clientWidth,
      ),
    ).toBe(true);
    const cells = await table.locator('tbody td').evaluateAll((tds) =>
      tds.map((td) => ({
        label: getComputedStyle(td, '::before').content.replace(/^"|"$/g, ''),
        em: td.getBoundingClientRect().width / parseFloat(getComputedStyle(td).fontSize),
      })),
    );
    expect(cells.length).toBe(24);
    const headers = await table.locator('thead th').allTextContents();
    expect(cells.map((c) => c.label)).toEqual(Array.from({length: 8}, () => headers).flat());
    // Each value has the row's width, not a column of a word or two.
    for (const cell of cells) expect(cell.em).toBeGreaterThanOrEqual(12);
    expect(await site.axe({rules: ['scrollable-region-focusable'], page})).toEqual([]);
  });
}

test('scrolls a too-wide table in a named box Tab reaches, on a phone', async ({site}) => {
  const page = await site.newPage({viewport: {width: 390, height: 844}});
  await site.open('/__fixtures/wide-table', page);
  // Named after the heading above it once the browser has found that heading.
  const region = page.getByRole('region', {name: 'Wide table'});
  await expect(region).toHaveCount(1);
  expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  // Tab reaches it within 15 presses, and its focus ring shows.
  for (let i = 0; i < 15 && !(await region.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(region).toBeFocused();
  await expect(region).toHaveCSS('outline-style', 'solid');
  expect(
    parseFloat(await region.evaluate((el) => getComputedStyle(el).outlineWidth)),
  ).toBeGreaterThanOrEqual(2);
  // Once focused, the keyboard scrolls it.
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  expect(await site.axe({rules: ['scrollable-region-focusable'], page})).toEqual([]);
});

test('a table that fits its column is not a tab stop', async ({page, site}) => {
  await site.open('/docs/installation');
  const table = page.locator('article table', {hasText: 'exclude_graphdriver_btrfs'});
  const box = table.locator('xpath=..');
  // On the server every table's box is reachable; in the browser, one that fits stops being a stop.
  expect(await box.evaluate((el) => getComputedStyle(el).overflowX)).toBe('auto');
  await expect(box).not.toHaveAttribute('tabindex');
  await expect(box).not.toHaveAttribute('role');
  expect(await box.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
});
