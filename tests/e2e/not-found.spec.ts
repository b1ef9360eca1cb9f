// Browser tests: the not-found screen's guesses for a missing address under /blogs/, /release/ and
// /docs/, served as GitHub Pages serves 404.html (scripts/nginx/githubPages.ts).
import type {Page, Request} from '@playwright/test';
import {test, expect, browserLogs} from '../fixtures/test';
import {startGithubPagesLike} from '../../scripts/nginx/githubPages';
import type {RunningNginx} from '../../scripts/nginx/harness';
import {notFound} from '../../src/data/notFound';
import {searchDialog} from '../../scripts/measure/searchFigures';

// Issue 65 point 2: /blogs/2021/10/11/multiarc offered six generic links, and not the post one
// letter away.
let host: RunningNginx;
test.beforeAll(async () => void (host = await startGithubPagesLike('build-test')));
test.afterAll(() => host?.stop());

const copy = notFound.suggestions;

/** Opens `address` on the host, hydrated; returns the requests it made. */
async function visit(page: Page, address: string): Promise<Request[]> {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  const response = await page.goto(`${host.url}${address}`);
  expect(response?.status(), address).toBe(404);
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(notFound.title);
  return requests;
}

const guesses = (page: Page) => page.getByRole('region', {name: copy.title});

for (const {kind, address, closest, sameDay, words} of [
  {
    kind: 'a typo',
    address: '/blogs/2021/10/11/multiarc',
    closest: '/blogs/2021/10/11/multiarch',
    sameDay: ['/blogs/2021/10/11/new'],
    words: 'multiarc',
  },
  {
    kind: 'a typo in the wrong case, as .html',
    address: '/Blogs/2021/10/11/MultiArc.html',
    closest: '/blogs/2021/10/11/multiarch',
    sameDay: ['/blogs/2021/10/11/new'],
    words: 'MultiArc',
  },
  {
    kind: 'a slug cut short',
    address: '/blogs/2020/08/10/podman-go',
    closest: '/blogs/2020/08/10/podman-go-bindings',
    sameDay: ['/blogs/2020/08/10/new'],
    words: 'podman go',
  },
  {
    kind: 'a date with no post',
    address: '/release/2022/02/23/podman-release-v4.0.0',
    closest: '/release/2022/02/22/podman-release-v4.0.0',
    sameDay: [],
    words: 'podman release v4.0.0',
  },
  {
    kind: 'a doc cut short',
    address: '/docs/instal',
    closest: '/docs/installation',
    sameDay: [],
    words: 'instal',
  },
]) {
  test(`${kind}: the closest address, the day's posts, the search filled`, async ({page, site}) => {
    site.expectErrors(browserLogs.notFound);
    const requests = await visit(page, address);
    const region = guesses(page);
    await expect(region.getByText(copy.closest)).toBeVisible();
    await expect(region.getByRole('link', {name: closest, exact: true})).toHaveAttribute(
      'href',
      closest,
    );
    const listed = region.getByRole('listitem');
    await expect(listed).toHaveText(sameDay);
    await expect(region.getByText(copy.sameDay)).toHaveCount(sameDay.length ? 1 : 0);
    await expect(region.getByRole('searchbox', {name: copy.searchLabel})).toHaveValue(words);
    // From what the screen already had: its own chunk is the one request it adds, and it fetches no
    // data.
    const data = requests
      .map((r) => new URL(r.url()).pathname)
      .filter((path) => !/^\/(assets\/(js|css)\/|img\/)/.test(path) && path !== address);
    expect(data.filter((path) => !/^\/assets\/route-table\.[0-9a-f]+\.json$/.test(path))).toEqual(
      [],
    );
    await region.getByRole('link', {name: closest, exact: true}).click();
    await expect(page).toHaveURL(`${host.url}${closest}`);
    await expect(page.getByRole('heading', {level: 1})).not.toHaveText(notFound.title);
  });
}

test('the search box opens the site search with its words, and their results', async ({
  page,
  site,
}) => {
  site.expectErrors(browserLogs.notFound);
  await visit(page, '/blogs/2021/10/13/checkpoint-restor');
  const box = guesses(page).getByRole('searchbox', {name: copy.searchLabel});
  await expect(box).toHaveValue('checkpoint restor');
  await box.press('Enter');
  const dialog = searchDialog(page);
  await expect(dialog.getByRole('combobox')).toHaveValue('checkpoint restor');
  await expect(dialog.getByRole('option').first()).toBeVisible();
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`${colorScheme}: the guesses pass axe (WCAG 2.2 AA)`, async ({site}) => {
    site.expectErrors(browserLogs.notFound);
    const page = await site.newPage({colorScheme});
    await visit(page, '/blogs/2021/10/11/multiarc');
    await expect(guesses(page)).toBeVisible();
    expect(await site.axe({page})).toEqual([]);
  });
}

test('an address with nothing near: no guess, the search box still filled', async ({
  page,
  site,
}) => {
  site.expectErrors(browserLogs.notFound);
  await visit(page, '/blogs/2019/01/01/zzzzzzzz-qqqq');
  await expect(guesses(page).getByText(copy.closest)).toHaveCount(0);
  await expect(guesses(page).getByRole('searchbox')).toHaveValue('zzzzzzzz qqqq');
});

test('outside the blogs, releases and docs: no guess, the search box filled', async ({
  page,
  site,
}) => {
  site.expectErrors(browserLogs.notFound);
  await visit(page, '/comunity');
  await expect(guesses(page).getByRole('searchbox', {name: copy.searchLabel})).toHaveValue(
    'comunity',
  );
  await expect(guesses(page).getByText(copy.closest)).toHaveCount(0);
  await expect(guesses(page).getByRole('link')).toHaveCount(0);
});

test('without JavaScript the search box, which needs it, is not shown', async ({site}) => {
  site.expectErrors(browserLogs.notFound);
  const page = await site.newPage({javaScriptEnabled: false});
  const response = await page.goto(`${host.url}/blogs/2021/10/11/multiarc`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(notFound.title);
  await expect(page.getByRole('searchbox')).toBeHidden();
});

// The router matches addresses whatever their case: a wrong case alone is no 404 once the scripts
// run.
test('a wrong case alone (/blogs/2021/10/11/Multiarch) shows the post itself', async ({
  page,
  site,
}) => {
  site.expectErrors(browserLogs.notFound);
  await page.goto(`${host.url}/blogs/2021/10/11/Multiarch`);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(
    'Working with container image manifest lists',
  );
});

test('loads the guesses on no other page, a doc or a post', async ({page, site}) => {
  const scripts: string[] = [];
  page.on('request', (r) => void (r.resourceType() === 'script' && scripts.push(r.url())));
  for (const path of ['/docs/installation', '/blogs/2021/10/11/multiarch', '/']) {
    await site.open(path);
    await page.mouse.wheel(0, 4000);
  }
  expect(scripts.length).toBeGreaterThan(3);
  expect(scripts.filter((url) => /not-found-suggestions/.test(url))).toEqual([]);
});
