// The dev server test (nightly): `docusaurus start` renders, hydrates, navigates and reloads an
// edit.
import fs from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {test, expect} from '../fixtures/test';
import {expectEditShown} from './editShown';
import {postFileName} from '../../config/frontMatter';
import {postRoute} from '../../config/postRoute';

// `npm start` runs Docusaurus's own client, not the speed layer's (CONTRIBUTING.md, "which client
// runs where").

const pages = [
  {
    name: 'the home page',
    path: '/',
    heading: 'Containers and pods, without a daemon',
    linkTo: '/docs/installation',
    next: 'Podman Installation',
  },
  // The post's own link to the longer post of the same title.
  {
    name: 'a post',
    path: '/blogs/2019/06/13/new',
    heading: 'Podman Cheat Sheet',
    linkTo: '/blogs/2019/06/13/podman-cheatsheet',
    next: 'Podman Cheat Sheet',
  },
  {
    name: 'the installation docs',
    path: '/docs/installation',
    heading: 'Podman Installation',
    linkTo: '/docs/checkpoint',
    next: 'Podman Checkpoint',
  },
];

for (const {name, path: pagePath, heading, linkTo, next} of pages) {
  test(`dev server: ${name} renders, hydrates, links in the client`, async ({page, site}) => {
    await site.open(pagePath);
    await expect(page.getByRole('heading', {level: 1, name: heading})).toBeVisible();

    // A client-only behaviour: the colour mode switch answers.
    const html = page.locator('html');
    await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
    await expect(html).toHaveAttribute('data-theme', 'dark');

    // A full page load would lose this mark; a client-side navigation keeps it.
    await page.evaluate(() => Object.assign(window, {devServerMark: true}));
    await page.locator(`a[href="${linkTo}"]`).first().click();
    await expect(page).toHaveURL(linkTo);
    await expect(page.getByRole('heading', {level: 1, name: next})).toBeVisible();
    expect(await page.evaluate(() => (window as {devServerMark?: boolean}).devServerMark)).toBe(
      true,
    );
  });
}

test('dev server: an edit to a post shows in the open page within 5 s', async ({page, site}) => {
  const file = path.resolve(__dirname, '../../blog/2019-06-13-new.md');
  const original = fs.readFileSync(file, 'utf8');
  const sentence = 'Red Hat Developer now offers a Podman cheat sheet';
  if (!original.includes(sentence)) {
    throw new Error(`${file} no longer has the sentence this test edits: "${sentence}"`);
  }
  await site.open('/blogs/2019/06/13/new');
  const mark = `Edited at ${Date.now()}`;
  await expectEditShown(page, file, original.replace(sentence, `${mark}. ${sentence}`), mark);
});

/**
 * The distinct post addresses the open page's main content links to (an archive line may link a
 * post and its notice).
 */
const postLinks = (page: Page, base: string) =>
  page
    .locator(`main a[href^="${base}/2"]`)
    .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href')!))].sort());

test('dev server: npm start holds every post of both blogs', async ({page, site}) => {
  for (const [blog, base] of [
    ['blog', '/blogs'],
    ['release', '/release'],
  ] as const) {
    const posts = fs
      .readdirSync(path.resolve(__dirname, '../..', blog))
      .filter((f) => postFileName.test(f));
    await site.open(`${base}/archive`);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    expect(await postLinks(page, base)).toEqual(posts.map((f) => postRoute(base, f)).sort());
  }
});
