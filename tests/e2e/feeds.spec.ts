// Browser tests: each blog's RSS, Atom and JSON feeds, linked from the head and the page.
import {test, expect} from '../fixtures/test';
import Parser from 'rss-parser';
import {archive} from '../fixtures/archive';

// The feeds are parsed with a real feed parser, not string matching.
const feedLimit = 20;
const origin = 'https://podman.io';

for (const [base, kind] of [
  ['/blogs', 'blog'],
  ['/release', 'release'],
] as const) {
  // The newest posts, less the notices of a post of the same blog (plugins/feeds/feedItems.ts: that
  // post is the entry); posts sharing the date of the last one may come in either order.
  const entries = () =>
    archive(kind).filter((p) => !(p.notice && p.article?.startsWith(`${base}/`)));
  const sorted = () => [...entries()].sort((a, b) => b.date.localeCompare(a.date));
  const boundary = () => sorted()[Math.min(feedLimit, sorted().length) - 1]!.date;

  for (const format of ['rss.xml', 'atom.xml']) {
    test(`${base}/${format} holds the newest posts, dated, linked absolutely`, async ({
      request,
    }) => {
      const res = await request.get(`${base}/${format}`);
      expect(res.status()).toBe(200);
      const feed = await new Parser().parseString(await res.text());
      const candidates = sorted().filter((p) => p.date >= boundary());
      expect(feed.items).toHaveLength(Math.min(feedLimit, entries().length));
      const links = feed.items.map((i) => i.link);
      for (const post of sorted().filter((p) => p.date > boundary())) {
        expect(links, post.route).toContain(`${origin}${post.route}`);
      }
      for (const item of feed.items) {
        expect(item.link, item.title).toMatch(
          new RegExp(`^${origin}${base}/\\d{4}/\\d{2}/\\d{2}/`),
        );
        const post = candidates.find((p) => `${origin}${p.route}` === item.link);
        expect(post, item.link).toBeDefined();
        // A title another post shares carries the date (feed-entries.spec.ts: no two entries share
        // one).
        expect(item.title).toMatch(
          new RegExp(
            `^${post!.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\(\\w+ \\d+, \\d{4}\\))?$`,
          ),
        );
        expect(new Date(item.isoDate!).toISOString().slice(0, 10)).toBe(post!.date);
      }
    });
  }

  test(`${base}/feed.json is a JSON Feed with the newest posts`, async ({request}) => {
    const feed = await (await request.get(`${base}/feed.json`)).json();
    expect(feed.version).toMatch(/^https:\/\/jsonfeed\.org\/version\/1/);
    expect(feed.items).toHaveLength(Math.min(feedLimit, entries().length));
    for (const item of feed.items) {
      expect(item.url).toMatch(new RegExp(`^${origin}${base}/`));
      expect(Number.isNaN(Date.parse(item.date_modified ?? item.date_published))).toBe(false);
    }
  });

  for (const [type, label, file] of [
    ['rss+xml', 'RSS', 'rss.xml'],
    ['atom+xml', 'Atom', 'atom.xml'],
    ['json', 'JSON Feed', 'feed.json'],
  ]) {
    test(`${base} links its ${label} feed in the head and visibly on the page`, async ({
      page,
      site,
    }) => {
      await site.open(base);
      const sidebar = page.getByRole('navigation', {name: 'Blog recent posts navigation'});
      await expect(
        page.locator(
          `head link[rel="alternate"][type="application/${type}"][href="${base}/${file}"]`,
        ),
      ).toHaveCount(1);
      await expect(sidebar.getByRole('link', {name: label, exact: true})).toHaveAttribute(
        'href',
        `${base}/${file}`,
      );
    });
  }
}
