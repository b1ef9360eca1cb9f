// Issue 56 point 7: an author on every RSS item whose Atom entry has one, as dc:creator
// (feedItems.test.ts: every entry has one).
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {atomAuthors, withRssCreators} from './authors';

const atom = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
    <id>https://podman.io/blogs</id>
    <entry>
        <title type="html"><![CDATA[Two authors]]></title>
        <id>https://podman.io/blogs/2021/07/01/a</id>
        <author>
            <name>Urvashi Mohnani</name>
        </author>
        <author>
            <name>Dan Walsh &amp; co</name>
        </author>
    </entry>
    <entry>
        <id>https://podman.io/blogs/2021/07/02/new</id>
        <content type="html"><![CDATA[<p>No author here.</p>]]></content>
    </entry>
</feed>`;

const rss = `<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/">
    <channel>
        <item>
            <title><![CDATA[Two authors]]></title>
            <guid>https://podman.io/blogs/2021/07/01/a</guid>
            <pubDate>Thu, 01 Jul 2021 00:00:00 GMT</pubDate>
        </item>
        <item>
            <guid>https://podman.io/blogs/2021/07/02/new</guid>
        </item>
    </channel>
</rss>`;

test('each Atom entry gives its id and its authors', () => {
  assert.deepEqual(
    [...atomAuthors(atom)],
    [
      ['https://podman.io/blogs/2021/07/01/a', ['Urvashi Mohnani', 'Dan Walsh &amp; co']],
      ['https://podman.io/blogs/2021/07/02/new', []],
    ],
  );
});

test("adds a dc:creator per author of the Atom entry after each RSS item's guid", () => {
  const amended = withRssCreators(rss, atomAuthors(atom));
  assert.match(
    amended,
    /<guid>https:\/\/podman\.io\/blogs\/2021\/07\/01\/a<\/guid>\n {12}<dc:creator>Urvashi Mohnani<\/dc:creator>\n {12}<dc:creator>Dan Walsh &amp; co<\/dc:creator>\n {12}<pubDate>/,
  );
  assert.equal(amended.match(/<dc:creator>/g)?.length, 2);
  assert.equal(withRssCreators(amended, atomAuthors(atom)), amended, 'run twice, the same');
});
