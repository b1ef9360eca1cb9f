// Browser tests: every archived post at its address with its title, date and tags, and its old
// address.
import type {APIRequestContext} from '@playwright/test';
import {test, expect} from '../fixtures/test';
import kebabCase from 'lodash/kebabCase';
import {archive, decodeHtml, type ArchivedPost} from '../fixtures/archive';

// The HTML as the server sends it: what crawlers and readers without JavaScript get.

async function checkPost(request: APIRequestContext, base: string, post: ArchivedPost) {
  const res = await request.get(post.route);
  expect(res.status(), post.route).toBe(200);
  const html = await res.text();
  const h1 = /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]?.replace(/<[^>]+>/g, '');
  expect(decodeHtml(h1 ?? ''), `${post.route} title`).toBe(post.title);
  // The build minifies HTML, so attribute values may come without quotes.
  const date = /<time datetime="?([^" >]+)"?/.exec(html)?.[1];
  expect(date, `${post.route} date`).toBe(`${post.date}T00:00:00.000Z`);
  const tagLinks = [...html.matchAll(new RegExp(`href="?${base}/tags/([^" >]+)"?`, 'g'))].map(
    (m) => m[1],
  );
  expect(new Set(tagLinks), `${post.route} tags`).toEqual(
    new Set(post.tags.map((t) => kebabCase(t))),
  );
}

for (const year of ['2018', '2019', '2020', '2021', '2022']) {
  test(`blog posts of ${year}: route, title, date and tags`, async ({request}) => {
    const posts = archive('blog').filter((p) => p.date.startsWith(year));
    expect(posts.length).toBeGreaterThan(0);
    for (const post of posts) await checkPost(request, '/blogs', post);
  });
}

test('release announcements: route, title, date and tags', async ({request}) => {
  const posts = archive('release');
  expect(posts).toHaveLength(26);
  for (const post of posts) await checkPost(request, '/release', post);
});

test("every archived post's address on the earlier site leads to it", async ({request}) => {
  for (const post of archive()) {
    const res = await request.get(post.old);
    expect(res.status(), post.old).toBe(200);
    // The post itself (a blog post's .html file), or a page that sends the reader to it.
    expect(await res.text(), `${post.old} does not lead to ${post.route}`).toMatch(
      new RegExp(`${post.route.replace(/\./g, '\\.')}["' >;]`),
    );
  }
});

test('shows the archive notice, with its docs link, on every archived post', async ({request}) => {
  for (const post of archive()) {
    const html = await (await request.get(post.route)).text();
    const notice = /<aside aria-label="Archived post"[^>]*>(.*?)<\/aside>/s.exec(html)?.[1] ?? '';
    expect(notice, post.route).toMatch(/^Published on \w+ \d+, \d{4}\. Podman has moved on since/);
    expect(notice, post.route).toMatch(/href="?\/docs\/installation"?/);
  }
});
