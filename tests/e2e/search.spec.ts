// Browser tests: the search dialog, its loading on demand, its results and its keyboard use.
import type {Locator} from '@playwright/test';
import {test, expect} from '../fixtures/test';
import {holdScripts} from '../fixtures/heldScripts';
import {searchDialog} from '../../scripts/measure/searchFigures';
import {searchCopy} from '../../src/data/search';
import {searchButton, webSearch} from '../../src/data/searchButton';
import {siteUrl} from '../../config/site';

const firstResult = (dialog: Locator) => dialog.getByRole('option').first();

test('loads the search code and index only when search opens', async ({page, site}) => {
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  await site.open('/blogs');
  await page.waitForLoadState('networkidle');
  expect(requests.filter((u) => /pagefind|search-dialog/.test(u))).toEqual([]);
  const dialog = await site.search('checkpoint', {open: 'button'});
  await expect(firstResult(dialog)).toBeVisible();
  expect(requests.some((u) => u.includes('/pagefind/'))).toBe(true);
  expect(requests.every((u) => new URL(u).hostname === 'localhost')).toBe(true);
});

test('says so when a query matches nothing', async ({site}) => {
  await site.open('/blogs');
  const dialog = await site.search('qwertyuiop');
  await expect(dialog.getByText('Nothing matches “qwertyuiop”')).toBeVisible();
  await expect(dialog.getByRole('option')).toHaveCount(0);
});

const expectations: {query: string; first: RegExp; section: string}[] = [
  {query: 'checkpoint', first: /^Podman Checkpoint$/, section: 'Docs'},
  {query: '4.3.0', first: /^Podman v4\.3\.0 Released$/, section: 'Release'},
  {query: 'netavark', first: /Netavark/, section: ''},
  {query: 'rootless', first: /rootless/i, section: 'Blog'},
  {query: 'compose', first: /Compose/, section: 'Blog'},
];

for (const {query, first, section} of expectations) {
  test(`"${query}" brings its page first, with section, date and excerpt`, async ({site}) => {
    await site.open('/');
    const top = firstResult(await site.search(query));
    await expect(top.locator('span').nth(1)).toHaveText(first);
    if (section) await expect(top.locator('span').first()).toContainText(section);
    if (section === 'Blog' || section === 'Release') {
      await expect(top.locator('span').first()).toContainText(/\d{4}/);
    }
    await expect(top.locator('mark').first()).toBeVisible();
  });
}

test('keyboard: Ctrl+K opens, arrows move, Enter opens, Escape closes', async ({page, site}) => {
  await site.open('/');
  await page.keyboard.press('Control+k');
  const dialog = await site.search('checkpoint', {open: false});
  await expect(dialog.getByRole('option').nth(1)).toBeVisible();
  const combobox = dialog.getByRole('combobox');
  await expect(dialog.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await combobox.press('ArrowDown');
  await expect(dialog.getByRole('option').nth(1)).toHaveAttribute('aria-selected', 'true');
  await combobox.press('ArrowUp');
  await combobox.press('Enter');
  await expect(page).toHaveURL(/\/docs\/checkpoint$/);
  await expect(dialog).toHaveCount(0);
  // The address changes before the page has loaded; a dialog opened before the
  // new page shows would go with the old page's navbar.
  await expect(page.getByRole('heading', {level: 1, name: 'Podman Checkpoint'})).toBeVisible();

  await page.keyboard.press('/');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('closes on Escape at once, leaving the page where it was', async ({page, site}) => {
  await site.open('/docs');
  const dialog = await site.search('rootless');
  await expect(firstResult(dialog)).toBeVisible();
  await dialog.getByRole('combobox').press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/docs$/);
});

test('says in a status region how many results show, each time', async ({site}) => {
  await site.open('/');
  const dialog = await site.search('rootless');
  // role="status" is a polite live region: a screen reader says its text once the results show.
  const status = dialog.getByRole('status');
  await expect(status).toHaveText('5 results for “rootless”, more below');
  await dialog.getByRole('button', {name: 'More results'}).click();
  await expect(dialog.getByRole('option')).toHaveCount(10);
  await expect(status).toHaveText('10 results for “rootless”, more below');
  // One page holds both words: a result, and no more below.
  await site.search('crossword puzzle', {open: false});
  await expect(dialog.getByRole('option')).toHaveCount(1);
  await expect(status).toHaveText('1 result for “crossword puzzle”');
  await site.search('qwertyuiop', {open: false});
  await expect(status).toBeEmpty();
});

test('links to the one section of a page that holds all the words', async ({site}) => {
  await site.open('/');
  // "container" is in the opening of the Getting Started doc too; both words only in its checkpoint
  // section.
  const dialog = await site.search('checkpointing a container');
  const routes = await dialog
    .getByRole('option')
    .evaluateAll((os) => os.map((o) => o.getAttribute('href')));
  expect(routes).toContain(site.path('/docs#checkpoint-restore-and-migration'));
  expect(routes).not.toContain(site.path('/docs'));
  // The checkpoint doc's opening holds both words: its excerpt is from there, not from a later
  // section.
  await expect(firstResult(dialog)).toContainText(
    'Podman can take a checkpoint of a running container',
  );
});

test('"More results" adds the next five, and the keyboard reaches them', async ({page, site}) => {
  await site.open('/');
  const dialog = await site.search('rootless');
  const options = dialog.getByRole('option');
  await expect(options).toHaveCount(5);
  const more = dialog.getByRole('button', {name: 'More results'});
  // Tab from the search box, past the close button, to the button (the results are reached with the
  // arrows).
  for (let i = 0; i < 8 && !(await more.evaluate((b) => b === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(more).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(options).toHaveCount(10);
  // The first added result is the active one, on screen, and the arrows go on from it.
  const combobox = dialog.getByRole('combobox');
  await expect(combobox).toBeFocused();
  await expect(options.nth(5)).toHaveAttribute('aria-selected', 'true');
  await expect(combobox).toHaveAttribute(
    'aria-activedescendant',
    (await options.nth(5).getAttribute('id'))!,
  );
  await expect(options.nth(5)).toBeInViewport();
  await combobox.press('ArrowDown');
  await expect(options.nth(6)).toHaveAttribute('aria-selected', 'true');
  await expect(options.nth(6)).toBeInViewport();
  const href = (await options.nth(6).getAttribute('href'))!;
  await combobox.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${href.replace(/[.?]/g, '\\$&')}$`));
});

test('keeps the results out of the Tab order', async ({page, site}) => {
  await site.open('/');
  const dialog = await site.search('rootless');
  await dialog.getByRole('button', {name: 'More results'}).click();
  const list = dialog.getByRole('listbox');
  await expect(dialog.getByRole('option')).toHaveCount(10);
  // A list that scrolls is a Tab stop of its own in Chromium, unless it says otherwise.
  expect(await list.evaluate((ul) => ul.scrollHeight > ul.clientHeight), 'the list scrolls').toBe(
    true,
  );
  await dialog.getByRole('combobox').focus();
  for (let i = 0; i < 3; i++) {
    await page.keyboard.press('Tab');
    await expect(list).not.toBeFocused();
  }
});

test('leaves a modified click on a result to the browser, dialog open', async ({
  page,
  context,
  site,
}) => {
  await site.open('/');
  const dialog = await site.search('checkpoint');
  const first = firstResult(dialog);
  const href = (await first.getAttribute('href'))!;
  for (const click of [{modifiers: ['ControlOrMeta' as const]}, {button: 'middle' as const}]) {
    const opened = context.waitForEvent('page');
    await first.click(click);
    const tab = await opened;
    await expect(tab).toHaveURL(new RegExp(`${href.replace(/[.?]/g, '\\$&')}$`));
    await tab.close();
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${site.path('/')}$`));
  }
});

test('describes the search box by the key hint', async ({site}) => {
  await site.open('/');
  const dialog = await site.search('checkpointing a container');
  await expect(dialog.getByRole('combobox')).toHaveAccessibleDescription(searchCopy.hint);
});

test('names a result by title and heading, describing it by its excerpt', async ({site}) => {
  await site.open('/');
  const dialog = await site.search('checkpointing a container');
  const options = await dialog.getByRole('option').all();
  expect(options.length).toBeGreaterThan(1);
  let withHeading = 0;
  for (const option of options) {
    // Section and date, title, the heading of a hit in a section, the excerpt.
    const [meta, title, ...rest] = await option.locator(':scope > span').allTextContents();
    const heading = rest.length > 1 ? rest[0]!.replace(/^›\s*/, '') : undefined;
    if (heading) withHeading++;
    await expect(option).toHaveAccessibleName(heading ? `${title} ${heading}` : title!);
    await expect(option).toHaveAccessibleDescription(`${meta} ${rest.at(-1)}`);
  }
  expect(withHeading, 'a hit in a section among them').toBeGreaterThan(0);
});

test('opens a web search before hydration, its words kept for the dialog', async ({page, site}) => {
  const release = await holdScripts(page);
  await page.goto(site.path('/'), {waitUntil: 'domcontentloaded'});
  const nav = page.getByRole('navigation', {name: 'Main'});
  await nav.getByText(searchButton, {exact: true}).click();
  await nav
    .getByRole('searchbox', {name: webSearch.label(new URL(siteUrl).host)})
    .fill('checkpoint');
  expect(await page.locator('html').getAttribute('data-has-hydrated'), 'scripts held').toBe(
    'false',
  );
  release();
  const dialog = searchDialog(page);
  await expect(dialog.getByRole('combobox')).toHaveValue('checkpoint', {timeout: 15_000});
  await expect(dialog.getByRole('combobox')).toBeFocused();
  await expect(firstResult(dialog)).toContainText('Podman Checkpoint');
});

test('search works after a full reload on a deep URL', async ({page, site}) => {
  await site.open('/blogs/2020/06/29/podman-v2-announce');
  await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
  await firstResult(await site.search('4.3.0')).click();
  await expect(page).toHaveURL(/\/release\/2022\/10\/22\/podman-release-v4\.3\.0$/);
});

test.describe('on a phone', () => {
  test.use({viewport: {width: 390, height: 844}});
  test('has its button in the navbar and its dialog on the screen', async ({site}) => {
    await site.open('/docs');
    const dialog = await site.search('rootless', {open: 'button'});
    await expect(firstResult(dialog)).toBeVisible();
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  });
});

test('leaves navbar, footer, sidebars and archive notice unindexed', async ({request, site}) => {
  const html = await (await request.get(site.path('/blogs/2020/06/29/podman-v2-announce'))).text();
  const bodyStart = html.indexOf('data-pagefind-body');
  expect(bodyStart).toBeGreaterThan(html.search(/aria-label="?Main"?/));
  expect(html.indexOf('Blog recent posts navigation')).toBeLessThan(bodyStart);
  expect(html).toMatch(/aria-label="Archived post" data-pagefind-ignore/);
  expect(html.search(/<footer[^>]*theme-layout-footer/)).toBeGreaterThan(bodyStart);
  expect((html.match(/data-pagefind-body/g) ?? []).length).toBe(1);
  // List pages are not indexed at all: each post is found once, at its own page.
  expect(await (await request.get(site.path('/blogs'))).text()).not.toContain('data-pagefind-body');
});
