import {test, expect} from '@playwright/test';
import fs from 'node:fs';
import yaml from 'js-yaml';
import {open} from '../fixtures/page';

// The blog's lists and author lines, as a reader meets them.

for (const blog of ['blog', 'release'] as const) {
  const base = blog === 'blog' ? '/blogs' : '/release';
  test(`${base}/authors lists only people with posts there, each with an unclipped GitHub icon`, async ({page}) => {
    const authors = yaml.load(fs.readFileSync(`${blog}/authors.yml`, 'utf8')) as Record<string, {page?: boolean}>;
    const withPages = Object.values(authors).filter((a) => a.page === true).length;
    await open(page, `${base}/authors`);
    const counts = page.locator('main [class*="authorBlogPostCount"]');
    await expect(counts).toHaveCount(withPages);
    for (const count of await counts.allTextContents()) expect(Number(count)).toBeGreaterThan(0);
    const clipped = await page.evaluate(() =>
      [...document.querySelectorAll('main [class*="authorSocialLink"]')].filter((link) => {
        const row = link.closest('[class*="authorSocials_"]')!.getBoundingClientRect();
        const own = link.getBoundingClientRect();
        return own.top < row.top - 0.5 || own.bottom > row.bottom + 0.5;
      }).length,
    );
    expect(clipped).toBe(0);
  });
}

test('an author line under a post shows the whole GitHub icon', async ({page}) => {
  await open(page, '/blogs/2020/06/29/podman-v2-announce');
  const link = page.locator('article [class*="authorSocialLink"]').first();
  const row = page.locator('article [class*="authorSocials_"]').first();
  const [own, box] = [(await link.boundingBox())!, (await row.boundingBox())!];
  expect(own.height).toBeGreaterThanOrEqual(24);
  expect(own.y).toBeGreaterThanOrEqual(box.y - 0.5);
  expect(own.y + own.height).toBeLessThanOrEqual(box.y + box.height + 0.5);
});

test('"Recent posts" names each article once, even when a short notice shares its title', async ({page}) => {
  // Among the newest posts, notices share their full post's title (2022-12-07, for one).
  for (const address of ['/blogs', '/blogs/2022/12/07/new']) {
    await open(page, address);
    const titles = await page.getByRole('navigation', {name: /Blog recent posts navigation/i}).getByRole('link').allTextContents();
    expect(titles.length, address).toBeGreaterThan(3);
    expect(new Set(titles).size, `${address}: ${titles.join(' | ')}`).toBe(titles.length);
  }
});

test('the archive pages have a subtitle that is not their title again', async ({page}) => {
  for (const address of ['/blogs/archive', '/release/archive']) {
    await open(page, address);
    const header = page.locator('header.hero');
    await expect(header.getByRole('heading', {level: 1})).toHaveText('Archive');
    const subtitle = (await header.locator('p').textContent())!.trim();
    expect(subtitle.length, address).toBeGreaterThan(20);
    expect(subtitle).not.toBe('Archive');
  }
});

test('the archives list the years newest first, and the posts within each year newest first', async ({page}) => {
  for (const address of ['/blogs/archive', '/release/archive']) {
    await open(page, address);
    const dates = await page
      .getByRole('main')
      .locator('a[href]')
      .evaluateAll((links) => links.map((a) => /\/(\d{4}\/\d{2}\/\d{2})\//.exec(a.getAttribute('href') ?? '')?.[1]).filter((d): d is string => !!d));
    expect(dates.length, address).toBeGreaterThan(20);
    const outOfOrder = dates.flatMap((d, i) => (i > 0 && d > dates[i - 1]! ? [`${d} after ${dates[i - 1]}`] : []));
    expect(outOfOrder, `${address}: a post listed below an older one`).toEqual([]);
  }
});
