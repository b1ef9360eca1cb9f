// Browser tests: the sitemap, each page's metadata, sharing cards and structured data.
import type {APIRequestContext} from '@playwright/test';
import {test, expect} from '../fixtures/test';
import {imageSize} from '../fixtures/imageSize';
import {customPaths} from '../fixtures/customPages';

const origin = 'https://podman.io';

/** The first of the pattern's groups that matched (a quoted value, or an unquoted one). */
const attr = (html: string, pattern: RegExp) =>
  pattern
    .exec(html)
    ?.slice(1)
    .find((group) => group !== undefined);
const meta = (html: string, key: string) =>
  attr(
    html,
    new RegExp(`<meta[^>]*(?:name|property)="?${key}"?[^>]*content=(?:"([^"]*)"|([^ >]+))`),
  );

test('lists every page once in the sitemap, each with its own metadata', async ({request}) => {
  test.setTimeout(180_000);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  expect(urls.length).toBeGreaterThan(500);
  expect(new Set(urls).size).toBe(urls.length);
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  const problems: string[] = [];
  for (const url of urls) {
    expect(url.startsWith(origin), url).toBe(true);
    const path = url.slice(origin.length) || '/';
    const res = await request.get(path, {maxRedirects: 0});
    expect(res.status(), path).toBe(200);
    const html = await res.text();
    expect(html, `${path} is a redirect page`).not.toMatch(/http-equiv="?refresh/);
    const title = attr(html, /<title[^>]*>([^<]*)<\/title>/);
    const description = meta(html, 'description');
    expect(title, `${path} title`).toBeTruthy();
    expect(description, `${path} description`).toBeTruthy();
    expect(titles.get(title!), `${path} shares its title "${title}"`).toBeUndefined();
    expect(descriptions.get(description!), `${path} shares its description`).toBeUndefined();
    titles.set(title!, path);
    descriptions.set(description!, path);
    expect(
      attr(html, /<link[^>]*rel="?canonical"?[^>]*href="?([^" >]+)/),
      `${path} canonical`,
    ).toBe(url);
    for (const key of ['og:title', 'og:description', 'og:image', 'og:url', 'twitter:card']) {
      expect(meta(html, key), `${path} ${key}`).toBeTruthy();
    }
    problems.push(...(await sharedImageProblems(request, path, html)));
  }
  expect(problems).toEqual([]);
  checkCards(urls.map((url) => url.slice(origin.length) || '/'));
});

// The sharing images seen so far, by path, and the one each page names.
const images = new Map<string, {type: string; width: number; height: number; bytes: number}>();
const imageOf = new Map<string, string>();

/**
 * What is wrong with the page's og:image: one assertion per page instead of eight (not free on ~570
 * pages).
 */
async function sharedImageProblems(
  request: APIRequestContext,
  path: string,
  html: string,
): Promise<string[]> {
  const image = meta(html, 'og:image') ?? '';
  if (!image.startsWith(`${origin}/img/`)) {
    return [`${path}: og:image "${image}" is not under ${origin}/img/`];
  }
  const imagePath = image.slice(origin.length);
  if (!images.has(imagePath)) {
    const res = await request.get(imagePath);
    if (res.status() !== 200) return [`${path}: ${imagePath} answers ${res.status()}`];
    const bytes = await res.body();
    images.set(imagePath, {...imageSize(bytes), bytes: bytes.length});
  }
  imageOf.set(path, imagePath);
  const size = images.get(imagePath)!;
  const problems = [
    meta(html, 'twitter:image') === image ? '' : 'twitter:image differs from og:image',
    meta(html, 'og:image:alt') ? '' : 'no og:image:alt',
    size.width === 1200 && size.height === 630
      ? ''
      : `${imagePath} is ${size.width}x${size.height}`,
    meta(html, 'og:image:width') === String(size.width)
      ? ''
      : `og:image:width is not ${size.width}`,
    meta(html, 'og:image:height') === String(size.height)
      ? ''
      : `og:image:height is not ${size.height}`,
  ];
  return problems.filter(Boolean).map((p) => `${path}: ${p}`);
}

/**
 * Posts, release announcements, docs and custom pages each name a PNG card of their own; the cards
 * keep to their weight.
 */
function checkCards(paths: string[]) {
  const ownCard = (path: string) =>
    /^\/(blogs|release)\/\d{4}\/\d\d\/\d\d\/|^\/docs(\/|$)/.test(path) ||
    customPaths.includes(path);
  const own = paths.filter(ownCard);
  // posts, release announcements, docs pages, custom pages
  expect(own.length).toBe(246 + 26 + 4 + customPaths.length);
  expect(
    own.filter((path) => imageOf.get(path) !== `/img/cards${path === '/' ? '/home' : path}.png`),
  ).toEqual([]);
  const cards = [...images].filter(([p]) => p.startsWith('/img/cards/'));
  expect(cards.filter(([, s]) => s.type !== 'png' || s.bytes > 60 * 1024)).toEqual([]);
  expect(cards.reduce((sum, [, s]) => sum + s.bytes, 0)).toBeLessThanOrEqual(15 * 1024 * 1024);
}

test('two posts, and a release announcement, have different cards', async ({request}) => {
  const card = async (path: string) => {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    const image = meta(await res.text(), 'og:image')!;
    expect(image, path).toBe(`${origin}/img/cards${path}.png`);
    return (await request.get(image.slice(origin.length))).body();
  };
  const posts = [
    '/blogs/2020/06/29/podman-v2-announce',
    '/blogs/2019/06/13/new',
    '/release/2022/10/22/podman-release-v4.3.0',
  ];
  const cards = await Promise.all(posts.map(card));
  expect(cards[0]!.length).toBeGreaterThan(1000);
  expect(
    new Set(cards.map((c) => c.toString('base64'))).size,
    'no two of the three cards alike',
  ).toBe(3);
});

test('posts carry BlogPosting structured data with author and dates', async ({request}) => {
  const html = await (await request.get('/blogs/2020/06/29/podman-v2-announce')).text();
  const data = JSON.parse(
    /<script[^>]*type="?application\/ld\+json"?[^>]*>(.*?)<\/script>/s.exec(html)![1]!,
  );
  expect(data['@type']).toBe('BlogPosting');
  expect(data.author.name).toBe('Brent Baude');
  expect(data.datePublished).toBe('2020-06-29T00:00:00.000Z');
  expect(data.headline).toBe('Announcing Podman v2.0');
});

test('robots.txt points to the sitemap', async ({request}) => {
  expect(await (await request.get('/robots.txt')).text()).toContain(
    `Sitemap: ${origin}/sitemap.xml`,
  );
});

test('llms.txt lists the docs and every post with absolute links', async ({request}) => {
  const text = await (await request.get('/llms.txt')).text();
  expect(text).toMatch(/^# Podman\n/);
  expect(text).toContain('[Podman Installation](https://podman.io/docs/installation)');
  const links = text.match(/\]\(https:\/\/podman\.io\/(blogs|release)\/\d{4}\//g) ?? [];
  expect(links.length).toBe(246 + 26);
});
