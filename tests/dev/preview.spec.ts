// `npm run preview:post` in a browser: its post, tag and author pages, no other post, an edit
// shown.
import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '../fixtures/test';
import {expectEditShown} from './editShown';
import {archive} from '../fixtures/archive';
import yaml from 'js-yaml';
import {previewedPost} from './previewedPost';
import {notFound} from '../../src/data/notFound';

// `npm run preview:post` (playwright.dev.config.ts starts it on the port after TEST_PORT's): the
// one post, its tag and author pages, the chrome, and no other post.

const post = archive('blog').find((p) => p.file === previewedPost)!;
const authorName = (
  yaml.load(fs.readFileSync(path.resolve(__dirname, '../../blog/authors.yml'), 'utf8')) as Record<
    string,
    {name: string}
  >
)[post.authors[0]!]!.name;

test('preview: shows the post, with chrome, tag and author pages', async ({page, site}) => {
  await site.open(post.route);
  await expect(page.getByRole('heading', {level: 1, name: post.title})).toBeVisible();
  await expect(page.getByRole('navigation', {name: 'Main'})).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  for (const [link, heading] of [
    [`/blogs/tags/${post.tags[0]}`, new RegExp(`tagged with "${post.tags[0]}"`, 'i')],
    [`/blogs/authors/${post.authors[0]}`, authorName],
  ] as const) {
    await site.open(post.route);
    await page.locator(`article a[href="${link}"]`).first().click();
    await expect(page).toHaveURL(link);
    await expect(page.getByRole('heading', {level: 1, name: heading})).toBeVisible();
  }
});

test('preview: the archive holds that one post, and no release', async ({page, site}) => {
  await site.open('/blogs/archive');
  // Post routes start with the year; the archive links each post once.
  await expect(page.locator('main a[href^="/blogs/2"]')).toHaveCount(1);
  await expect(page.locator(`main a[href="${post.route}"]`)).toHaveCount(1);
  // With no post, the release blog has no archive: the address shows the not-found page, with no
  // release in it.
  await site.open('/release/archive');
  await expect(page.getByRole('heading', {level: 1, name: notFound.title})).toBeVisible();
  await expect(page.locator('main a[href^="/release/2"]')).toHaveCount(0);
});

test('preview: an edit to the post shows in the open page', async ({page, site}) => {
  const file = path.resolve(__dirname, '../..', previewedPost);
  const original = fs.readFileSync(file, 'utf8');
  await site.open(post.route);
  const mark = `Edited in the preview at ${Date.now()}.`;
  await expectEditShown(page, file, `${original.trimEnd()}\n\n${mark}\n`, mark);
});
