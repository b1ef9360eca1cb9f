// Browser tests: each route of the spec's §2 shows its page.
import fs from 'node:fs';
import {test, expect, browserLogs} from '../fixtures/test';
import {customPages, customPaths} from '../fixtures/customPages';

// Every route family of the site answers with its own screen.
const pages: {path: string; heading: string | RegExp}[] = [
  ...customPages,
  {path: '/docs', heading: 'Getting Started with Podman'},
  {path: '/docs/installation', heading: 'Podman Installation'},
  {path: '/docs/checkpoint', heading: 'Podman Checkpoint'},
  {path: '/docs/documentation', heading: 'Visit The Official Podman Documentation'},
  {path: '/blogs/archive', heading: 'Archive'},
  {path: '/blogs/tags', heading: 'Tags'},
  {path: '/blogs/tags/podman', heading: /tagged with "podman"/},
  {path: '/blogs/tags/podman/page/2', heading: /tagged with "podman"/},
  {path: '/blogs/2018/08/15/python-support-for-podman', heading: 'Python3 support for Podman'},
  {path: '/blogs/2019/06/13/new', heading: 'Podman Cheat Sheet'},
  {path: '/release/archive', heading: 'Archive'},
  {path: '/release/tags', heading: 'Tags'},
  {path: '/release/tags/podman', heading: /tagged with "podman"/},
  {path: '/release/2022/10/22/podman-release-v4.3.0', heading: 'Podman v4.3.0 Released'},
  {path: '/release/2022/09/28/updated-1.2.0', heading: /1\.2\.0/},
];

test('lists every custom page of src/pages/ among the custom pages', () => {
  const files = fs.readdirSync('src/pages', {recursive: true, encoding: 'utf8'});
  const routes = files
    .filter((f) => /\.tsx$/.test(f))
    .map((f) => `/${f.replace(/\.tsx$/, '').replace(/(^|\/)index$/, '')}`);
  expect(routes.sort()).toEqual([...customPaths].sort());
});

for (const {path, heading} of pages) {
  test(`${path} shows its page`, async ({page, site}) => {
    const response = await page.goto(site.path(path));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', {level: 1, name: heading})).toBeVisible();
  });
}

for (const path of ['/blogs', '/blogs/page/2', '/release', '/release/page/2']) {
  test(`${path} shows 10 posts with pagination${path === '/blogs' ? ', times, tags and sidebar' : ''}`, async ({
    page,
    site,
  }) => {
    await site.open(path);
    await expect(page.locator('main article')).toHaveCount(10);
    await expect(page.getByRole('navigation', {name: 'Blog list page navigation'})).toBeVisible();
    if (path !== '/blogs') return;
    await expect(page.locator('main article').first()).toContainText(/min read/);
    await expect(
      page.locator('main article').first().getByRole('link', {name: 'podman', exact: true}),
    ).toBeVisible();
    await expect(
      page.getByRole('navigation', {name: 'Blog recent posts navigation'}),
    ).toBeVisible();
  });
}

test('/release/page/3 shows the last 6 release posts', async ({page, site}) => {
  await site.open('/release/page/3');
  await expect(page.locator('main article')).toHaveCount(6);
});

test('docs pages have the sidebar, except /docs/documentation', async ({page, site}) => {
  await site.open('/docs/installation');
  await expect(page.getByRole('navigation', {name: 'Docs sidebar'})).toBeVisible();
  await site.open('/docs/documentation');
  await expect(page.getByRole('navigation', {name: 'Docs sidebar'})).toHaveCount(0);
});

// A path ending in .html or /index.html shows the page without the suffix.
for (const [path, heading] of [
  ['/features.html', 'Podman Features'],
  ['/docs/installation.html', 'Podman Installation'],
  ['/blogs/2018/08/15/python-support-for-podman.html', 'Python3 support for Podman'],
  ['/community/index.html', 'Community'],
] as const) {
  test(`${path} shows the page without the suffix`, async ({page, site}) => {
    await site.open(path);
    await expect(page.getByRole('heading', {level: 1, name: heading})).toBeVisible();
  });
}

test('an unknown path shows our not-found page with ways back', async ({page, site}) => {
  site.expectErrors(browserLogs.notFound);
  const response = await page.goto(site.path('/no/such/page'));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', {level: 1, name: 'This page is not here'})).toBeVisible();
  await expect(page.getByText('/no/such/page')).toBeVisible();
  const ways = page.getByRole('navigation', {name: 'Ways back'});
  const targets = await ways
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(targets).toEqual(
    expect.arrayContaining(['/', '/docs', '/blogs', '/release'].map(site.path)),
  );
  await ways.getByRole('link', {name: /^Documentation/}).click();
  await expect(page).toHaveURL(/\/docs$/);
});

// Each of these tags was written in more than one spelling (REST and rest; "docker compose"): one
// page each.
for (const [path, description] of [
  ['/blogs/tags/rest', 'The REST API introduced with Podman 2.'],
  ['/blogs/tags/docker-compose', 'Running Docker Compose files against Podman.'],
  ['/release/tags/open-source', 'Releases of open source container tools.'],
]) {
  test(`${path} shows its tag's description`, async ({page, site}) => {
    await site.open(path!);
    await expect(page.getByText(description!)).toBeVisible();
  });
}

test('lists each author and their posts', async ({page, site}) => {
  await site.open('/blogs/authors');
  await expect(page.getByRole('heading', {level: 1, name: 'Authors'})).toBeVisible();
  await page.getByRole('link', {name: 'Matthew Heon'}).first().click();
  await expect(page).toHaveURL(/\/blogs\/authors\/mheon$/);
  await expect(page.locator('main article').first()).toBeVisible();
  await site.open('/release/authors');
  await expect(page.getByRole('link', {name: 'Matthew Heon'}).first()).toBeVisible();
});
