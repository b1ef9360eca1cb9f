// The built feeds' entries: one title each, and an author wherever the post has one.
import {test, expect} from '../fixtures/test';
import fs from 'node:fs';
import yaml from 'js-yaml';
import Parser from 'rss-parser';
import {archive} from '../fixtures/archive';

// Issue 56 point 7, on the built feeds, read with a feed parser: one title per entry (a notice and its article, or two
// roundups, once had the same), and an author on every entry whose post has one (RSS as dc:creator, the feed library
// writing RSS authors only with an e-mail address); Atom and JSON Feed name the publisher for the entries without.
const origin = 'https://podman.io';
type Entry = {
  title?: string;
  link?: string;
  id?: string;
  creators?: string[];
  authors?: {name?: string[]}[];
};
const parser = new Parser<{author?: {name?: string[]}}, Entry>({
  customFields: {
    feed: ['author'],
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
  /** The names the post's front matter gives, in its order. */
  const authorsOf = (link: string) => {
    const post = archive(kind).find((p) => `${origin}${p.route}` === link);
    expect(post, `${link} is an archived post`).toBeDefined();
    return post!.authors.map((key) => names[key]!.name);
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

  test(`${base}/rss.xml: each item names its post's authors (dc:creator)`, async ({request}) => {
    const feed = await parser.parseString(await (await request.get(`${base}/rss.xml`)).text());
    for (const item of feed.items) {
      expect(item.creators ?? [], item.link).toEqual(authorsOf(item.link!));
    }
    expect(
      feed.items.some((item) => (item.creators ?? []).length > 0),
      'some item has an author',
    ).toBe(true);
  });

  test(`${base}/atom.xml: each entry names its post's authors`, async ({request}) => {
    const feed = await parser.parseString(await (await request.get(`${base}/atom.xml`)).text());
    for (const entry of feed.items) {
      expect(
        (entry.authors ?? []).map((a) => a.name?.[0]),
        entry.link,
      ).toEqual(authorsOf(entry.link!));
    }
  });

  test(`${base}/atom.xml: names the publisher as the feed's author`, async ({request}) => {
    const feed = await parser.parseString(await (await request.get(`${base}/atom.xml`)).text());
    expect(feed.author?.name, 'the feed-level author (RFC 4287, 4.1.2)').toEqual([
      'The Podman project',
    ]);
  });

  type JsonFeed = {author?: {name: string}; items: {url: string; author?: {name: string}}[]};

  test(`${base}/feed.json: each item names its post's first author`, async ({request}) => {
    const feed = (await (await request.get(`${base}/feed.json`)).json()) as JsonFeed;
    for (const item of feed.items) expect(item.author?.name, item.url).toBe(authorsOf(item.url)[0]);
  });

  test(`${base}/feed.json: names the publisher as the feed's author`, async ({request}) => {
    const feed = (await (await request.get(`${base}/feed.json`)).json()) as JsonFeed;
    expect(feed.author?.name).toBe('The Podman project');
  });
}
