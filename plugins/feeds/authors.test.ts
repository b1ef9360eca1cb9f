// Issue 56 point 7: an author on every feed entry whose post has one (RSS as dc:creator), and the publisher as the
// feed's author for Atom and JSON Feed, which an Atom entry without an author of its own needs (RFC 4287, 4.1.2).
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {atomAuthors, withAtomPublisher, withJsonPublisher, withRssCreators} from './authors';

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

const publisher = {name: 'The Podman project', url: 'https://podman.io/'};

test('each Atom entry gives its id and its authors', () => {
  assert.deepEqual(
    [...atomAuthors(atom)],
    [
      ['https://podman.io/blogs/2021/07/01/a', ['Urvashi Mohnani', 'Dan Walsh &amp; co']],
      ['https://podman.io/blogs/2021/07/02/new', []],
    ],
  );
});

test('an RSS item gets a dc:creator per author of its Atom entry, after its guid; an item without authors none', () => {
  const amended = withRssCreators(rss, atomAuthors(atom));
  assert.match(
    amended,
    /<guid>https:\/\/podman\.io\/blogs\/2021\/07\/01\/a<\/guid>\n {12}<dc:creator>Urvashi Mohnani<\/dc:creator>\n {12}<dc:creator>Dan Walsh &amp; co<\/dc:creator>\n {12}<pubDate>/,
  );
  assert.equal(amended.match(/<dc:creator>/g)?.length, 2);
  assert.equal(withRssCreators(amended, atomAuthors(atom)), amended, 'run twice, the same');
});

test('the Atom feed gets the publisher as its author, before the first entry, once', () => {
  const amended = withAtomPublisher(atom, publisher);
  assert.match(
    amended,
    /<id>https:\/\/podman\.io\/blogs<\/id>\n {4}<author>\n {8}<name>The Podman project<\/name>\n {8}<uri>https:\/\/podman\.io\/<\/uri>\n {4}<\/author>\n {4}<entry>/,
  );
  assert.equal(withAtomPublisher(amended, publisher), amended);
});

test('the JSON Feed gets the publisher as its author, before its items', () => {
  const json = JSON.stringify(
    {version: 'https://jsonfeed.org/version/1', title: 'Podman: Blog', items: [{id: 'a'}]},
    null,
    4,
  );
  const amended = JSON.parse(withJsonPublisher(json, publisher)) as Record<string, unknown>;
  assert.deepEqual(Object.keys(amended), ['version', 'title', 'author', 'items']);
  assert.deepEqual(amended.author, {name: 'The Podman project', url: 'https://podman.io/'});
});
