/**
 * Authors in the RSS feed the blog plugin writes, which the feed library leaves out: it names an
 * RSS item's author only with an e-mail address (none of ours has one). Atom and JSON Feed have
 * each entry's (./feedItems.ts gives the publisher to a post that names nobody). Text in, text out:
 * the file keeps its form.
 */

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

/**
 * The RSS feed with a dc:creator per author on each item, the authors of the Atom entry with the
 * item's guid.
 */
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
