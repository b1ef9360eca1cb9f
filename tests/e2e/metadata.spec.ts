import {test, expect} from '@playwright/test';

// Every page of the sitemap: answers 200 (no redirect page, no 404), and has a
// title and description of its own, a canonical URL, Open Graph and Twitter tags.
const origin = 'https://podman.io';

function attr(html: string, pattern: RegExp): string | undefined {
  const m = pattern.exec(html);
  return m ? (m[1] ?? m[2]) : undefined;
}
const meta = (html: string, key: string) =>
  attr(html, new RegExp(`<meta[^>]*(?:name|property)="?${key}"?[^>]*content=(?:"([^"]*)"|([^ >]+))`));

test('the sitemap lists every page once, each answering 200 with unique metadata', async ({request}) => {
  test.setTimeout(180_000);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  expect(urls.length).toBeGreaterThan(500);
  expect(new Set(urls).size).toBe(urls.length);
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
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
    expect(attr(html, /<link[^>]*rel="?canonical"?[^>]*href="?([^" >]+)/), `${path} canonical`).toBe(url);
    for (const key of ['og:title', 'og:description', 'og:image', 'og:url', 'twitter:card']) {
      expect(meta(html, key), `${path} ${key}`).toBeTruthy();
    }
  }
});

test('posts carry BlogPosting structured data with author and dates', async ({request}) => {
  const html = await (await request.get('/blogs/2020/06/29/podman-v2-announce')).text();
  const json = /<script[^>]*type="?application\/ld\+json"?[^>]*>(.*?)<\/script>/s.exec(html)?.[1];
  const data = JSON.parse(json!);
  expect(data['@type']).toBe('BlogPosting');
  expect(data.author.name).toBe('Brent Baude');
  expect(data.datePublished).toBe('2020-06-29T00:00:00.000Z');
  expect(data.headline).toBe('Announcing Podman v2.0');
});

test('robots.txt points to the sitemap', async ({request}) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
});

test('llms.txt lists the docs and every post with absolute links', async ({request}) => {
  const text = await (await request.get('/llms.txt')).text();
  expect(text).toMatch(/^# Podman\n/);
  expect(text).toContain('[Podman Installation](https://podman.io/docs/installation)');
  const links = text.match(/\]\(https:\/\/podman\.io\/(blogs|release)\/\d{4}\//g) ?? [];
  expect(links.length).toBe(246 + 26);
});
