import {test, expect} from '../fixtures/test';

test('the docs sidebar items point to their pages', async ({page, site}) => {
  await site.open('/docs/checkpoint');
  const links = page.getByRole('navigation', {name: 'Docs sidebar'}).locator('a.menu__link');
  const items = await links.evaluateAll((as) => as.map((a) => [a.textContent?.trim(), a.getAttribute('href')]));
  expect(items).toEqual([
    ['Getting Started', '/docs'],
    ['Installation', '/docs/installation'],
    ['Checkpoint', '/docs/checkpoint'],
    ['Tutorials', 'https://docs.podman.io/en/latest/Tutorials.html'],
    ['Documentation', 'https://docs.podman.io'],
    ['Network', 'https://github.com/containers/podman/blob/main/docs/tutorials/basic_networking.md'],
    ['Podman Python', 'https://podman-py.readthedocs.io/en/latest/index.html'],
  ]);
});

test('a distribution chosen on the installation page is remembered across the page and a reload', async ({page, site}) => {
  await site.open('/docs/installation');
  const ubuntuTabs = page.getByRole('tab', {name: 'Ubuntu', exact: true});
  expect(await ubuntuTabs.count()).toBeGreaterThan(1); // the same group appears in several sections
  await ubuntuTabs.first().click();
  for (const tab of await ubuntuTabs.all()) await expect(tab).toHaveAttribute('aria-selected', 'true');
  await site.open('/docs/installation'); // no query string: the choice comes from storage
  for (const tab of await page.getByRole('tab', {name: 'Ubuntu', exact: true}).all()) {
    await expect(tab).toHaveAttribute('aria-selected', 'true');
  }
  expect(await page.evaluate(() => localStorage.getItem('docusaurus.tab.linux-distro'))).toBe('ubuntu');
});

test('every command block on the installation page has a copy button', async ({page, site}) => {
  await site.open('/docs/installation');
  const blocks = page.locator('article .theme-code-block:visible');
  const count = await blocks.count();
  expect(count).toBeGreaterThan(10);
  for (let i = 0; i < count; i++) {
    await expect(blocks.nth(i).getByRole('button', {name: /Copy code/, includeHidden: true})).toHaveCount(1);
  }
});

// 1024 px: a doc's column, between its sidebar and its table of contents, is as narrow as a phone's.
for (const width of [1024, 390, 320]) {
  test(`at ${width} px the build tags table is one block per row, each value under its column's name`, async ({site}) => {
    const page = await site.newPage({viewport: {width, height: 844}});
    await site.open('/docs/installation', page);
    const table = page.locator('article table', {hasText: 'exclude_graphdriver_devicemapper'});
    const box = table.locator('xpath=..');
    // Nothing to scroll sideways: the whole table is on the screen.
    expect(await box.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
    expect(await table.evaluate((el) => el.getBoundingClientRect().right <= document.documentElement.clientWidth)).toBe(true);
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

test('on a 390 px phone a table too wide to fit scrolls in a named box that Tab reaches and the arrow keys scroll', async ({site}) => {
  const page = await site.newPage({viewport: {width: 390, height: 844}});
  await site.open('/__fixtures/wide-table', page);
  // Named after the heading above it once the browser has found that heading.
  const region = page.getByRole('region', {name: 'Wide table'});
  await expect(region).toHaveCount(1);
  expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  await page.keyboard.press('Tab');
  let reached = false;
  for (let i = 0; i < 15 && !reached; i++) {
    reached = await region.evaluate((el) => el === document.activeElement);
    if (!reached) await page.keyboard.press('Tab');
  }
  expect(reached).toBe(true);
  // Its focus ring shows.
  const [style, width] = await region.evaluate((el) => [getComputedStyle(el).outlineStyle, getComputedStyle(el).outlineWidth]);
  expect(style).toBe('solid');
  expect(parseFloat(width!)).toBeGreaterThanOrEqual(2);
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
