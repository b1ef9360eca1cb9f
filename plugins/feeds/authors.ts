/**
 * Authors in the feeds the blog plugin writes, which the feed library leaves out: RSS items name an author only with
 * an e-mail address (none of ours has one), and neither Atom nor JSON Feed says who publishes the feed, which Atom
 * requires of an entry without an author of its own (RFC 4287, 4.1.2). Text in, text out: the files keep their form.
 */
export type Publisher = {name: string; url: string};

const xmlText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Each Atom entry's id and author names, as written (XML-escaped). */
export function atomAuthors(atom: string): Map<string, string[]> {
  const byId = new Map<string, string[]>();
  for (const [, entry = ''] of atom.matchAll(/<entry>([\s\S]*?)<\/entry>/g)) {
    const id = /<id>([^<]*)<\/id>/.exec(entry)?.[1];
    if (id === undefined) throw new Error('feeds: an Atom entry without an <id>');
    byId.set(
      id,
      [...entry.matchAll(/<author>\s*<name>([^<]*)<\/name>/g)].map((m) => m[1]!),
    );
  }
  return byId;
}

/** The Atom feed with the publisher as the feed's author, before its first entry. */
export function withAtomPublisher(atom: string, publisher: Publisher): string {
  if (/^ {4}<author>/m.test(atom)) return atom;
  const author = `    <author>\n        <name>${xmlText(publisher.name)}</name>\n        <uri>${xmlText(publisher.url)}</uri>\n    </author>\n`;
  const at = atom.indexOf('    <entry>');
  return at === -1 ? atom : atom.slice(0, at) + author + atom.slice(at);
}

/** The RSS feed with a dc:creator per author on each item, the authors of the Atom entry with the item's guid. */
export function withRssCreators(rss: string, authorsById: Map<string, string[]>): string {
  return rss.replace(/( *)<item>([\s\S]*?)<\/item>/g, (item, indent: string, body: string) => {
    if (body.includes('<dc:creator>')) return item;
    const guid = /<guid>([^<]*)<\/guid>/.exec(body)?.[1];
    const names = guid === undefined ? [] : (authorsById.get(guid) ?? []);
    if (names.length === 0) return item;
    const creators = names
      .map((name) => `${indent}    <dc:creator>${name}</dc:creator>\n`)
      .join('');
    return `${indent}<item>${body.replace(/(<guid>[^<]*<\/guid>\n)/, `$1${creators}`)}</item>`;
  });
}

/** The JSON Feed with the publisher as the feed's author. */
export function withJsonPublisher(json: string, publisher: Publisher): string {
  const feed = JSON.parse(json) as Record<string, unknown>;
  if (feed.author !== undefined) return json;
  const {items, ...head} = feed;
  return JSON.stringify(
    {...head, author: {name: publisher.name, url: publisher.url}, items},
    null,
    4,
  );
}
