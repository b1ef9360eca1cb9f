// Issue 65 point 9: each feed names its own address, RSS, Atom and JSON Feed alike.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {withSelfLink} from './selfLinks';

const rss = `<?xml version="1.0" encoding="utf-8"?>
<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/">
    <channel>
        <title>Podman: Blog</title>
        <link>https://podman.io/blogs</link>
        <item>
            <link>https://podman.io/blogs/2021/07/01/a</link>
        </item>
    </channel>
</rss>`;

const atom = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
    <id>https://podman.io/blogs</id>
    <link rel="alternate" href="https://podman.io/blogs"/>
    <entry>
        <link href="https://podman.io/blogs/2021/07/01/a"/>
    </entry>
</feed>`;

const json = JSON.stringify(
  {version: 'https://jsonfeed.org/version/1', home_page_url: 'https://podman.io/blogs', items: []},
  null,
  4,
);

// After the channel's link.
test("RSS: declares Atom's namespace and links to itself", () => {
  const linked = withSelfLink(rss, 'https://podman.io/blogs/rss.xml?a&b');
  assert.match(linked, /<rss xmlns:atom="http:\/\/www\.w3\.org\/2005\/Atom" version="2\.0"/);
  assert.match(
    linked,
    /<link>https:\/\/podman\.io\/blogs<\/link>\n {8}<atom:link href="https:\/\/podman\.io\/blogs\/rss\.xml\?a&amp;b" rel="self" type="application\/rss\+xml"\/>\n {8}<item>/,
  );
});

test('Atom: a link rel="self" after the feed\'s alternate link, none in the entries', () => {
  const linked = withSelfLink(atom, 'https://podman.io/blogs/atom.xml');
  assert.match(
    linked,
    /<link rel="alternate" href="https:\/\/podman\.io\/blogs"\/>\n {4}<link rel="self" href="https:\/\/podman\.io\/blogs\/atom\.xml"\/>\n {4}<entry>/,
  );
});

test('JSON Feed: feed_url, before the items', () => {
  const linked = JSON.parse(withSelfLink(json, 'https://podman.io/blogs/feed.json')) as object;
  assert.deepEqual(Object.keys(linked), ['version', 'home_page_url', 'feed_url', 'items']);
  assert.equal((linked as {feed_url: string}).feed_url, 'https://podman.io/blogs/feed.json');
});

test('one self link each, and the feed otherwise as it was', () => {
  for (const [feed, self] of [
    [rss, /rel="self"/g],
    [atom, /rel="self"/g],
    [json, /"feed_url"/g],
  ] as const) {
    const linked = withSelfLink(feed, 'https://podman.io/feed.xml');
    assert.equal(linked.match(self)?.length, 1);
    const without = linked
      .replace(/ xmlns:atom="[^"]*"/, '')
      .replace(/^ *<(atom:)?link [^>]*rel="self"[^>]*\/>\n/m, '')
      .replace(/^ *"feed_url": "[^"]*",\n/m, '');
    assert.equal(without, feed);
  }
});
