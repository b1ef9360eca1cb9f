// The built feeds' entries: one title each, and an author each; and each feed's self link.
import {test, expect} from '../fixtures/test';
import fs from 'node:fs';
import yaml from 'js-yaml';
import Parser from 'rss-parser';
import {archive} from '../fixtures/archive';
import {publisherName} from '../../plugins/feeds/feedItems';

// Issue 56 point 7, on the built feeds, read with a feed parser: one title per entry (a notice and
// its article, or two roundups, once had the same), and an author on every entry whose post has one
// (RSS as dc:creator, the feed library writing RSS authors only with an e-mail address). Issue 65
// point 9: the entries whose post names nobody have the publisher (5 of the blog's 20 RSS items had
// no author), and every feed names its own address.
const origin = 'https://podman.io';
type Entry = {
  title?: string;
  link?: string;
  id?: string;
  creators?: string[];
  authors?: {name?: string[]}[];
};
const parser = new Parser<object, Entry>({
  customFields: {
    item: [
      ['dc:creator', 'creators', {keepArray: true}],
      ['author', 'authors', {keepArray: true}],
    ],
  },
});

for (const [base, kind] of [
  ['/blogs', 'blog'],
  ['/release', 'release'],
] as const) {
  const names = yaml.load(fs.readFileSync(`${kind}/authors.yml`, 'utf8')) as Record<
    string,
    {name: string}
  >;
  /**
   * The names the post's front matter gives, in its order; the publisher for a post that names
   * nobody.
   */
  const authorsOf = (link: string) => {
    const post = archive(kind).find((p) => `${origin}${p.route}` === link);
    expect(post, `${link} is an archived post`).toBeDefined();
    const named = post!.authors.map((key) => names[key]!.name);
    return named.length ? named : [publisherName];
  };

  for (const format of ['rss.xml', 'atom.xml']) {
    test(`${base}/${format}: no two entries share a title`, async ({request}) => {
      const feed = await parser.parseString(await (await request.get(`${base}/${format}`)).text());
      const titles = feed.items.map((item) => item.title);
      expect(titles.filter((title, i) => titles.indexOf(title) !== i)).toEqual([]);
    });
  }

  test(`${base}/feed.json: no two entries share a title`, async ({request}) => {
    const feed = (await (await request.get(`${base}/feed.json`)).json()) as {
      items: {title: string}[];
    };
    const titles = feed.items.map((item) => item.title);
    expect(titles.filter((title, i) => titles.indexOf(title) !== i)).toEqual([]);
  });

  // In dc:creator.
  test(`${base}/rss.xml: names each item's authors, or the publisher`, async ({request}) => {
    const feed = await parser.parseString(await (await request.get(`${base}/rss.xml`)).text());
    for (const item of feed.items) {
      expect(item.creators ?? [], item.link).toEqual(authorsOf(item.link!));
    }
    expect(
      feed.items.some((item) => item.creators?.[0] !== publisherName),
      'some item has an author of its own',
    ).toBe(true);
  });

  test(`${base}/atom.xml: each entry names its post's authors, or the publisher`, async ({
    request,
  }) => {
    const feed = await parser.parseString(await (await request.get(`${base}/atom.xml`)).text());
    for (const entry of feed.items) {
      expect(
        (entry.authors ?? []).map((a) => a.name?.[0]),
        entry.link,
      ).toEqual(authorsOf(entry.link!));
    }
  });

  test(`${base}/feed.json: each item names its post's first author, or the publisher`, async ({
    request,
  }) => {
    const feed = (await (await request.get(`${base}/feed.json`)).json()) as {
      items: {url: string; author?: {name: string}}[];
    };
    for (const item of feed.items) expect(item.author?.name, item.url).toBe(authorsOf(item.url)[0]);
  });
}

// The copies at the earlier site's addresses name their own: a reader subscribed there stays there.
for (const file of [
  'blogs/rss.xml',
  'blogs/atom.xml',
  'blogs/feed.json',
  'release/rss.xml',
  'release/atom.xml',
  'release/feed.json',
  'feed.xml',
  'atom.xml',
]) {
  test(`/${file} names itself: a self link to its own address`, async ({request}) => {
    const text = await (await request.get(`/${file}`)).text();
    // The parser's feedUrl: RSS's atom:link, Atom's link rel="self".
    const self = file.endsWith('.json')
      ? (JSON.parse(text) as {feed_url?: string}).feed_url
      : (await parser.parseString(text)).feedUrl;
    expect(self).toBe(`${origin}/${file}`);
  });
}
