/**
 * Each feed names its own address, as feed readers and validators look for: Atom's <link
 * rel="self">, the same element in Atom's namespace for RSS, and JSON Feed's feed_url. The feed
 * library writes them only from options the blog plugin does not pass. Text in, text out, as
 * ./authors.ts: the feed as the blog plugin wrote it, once for each address it is written at
 * (./index.ts).
 */
const attribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The feed (RSS, Atom or JSON Feed, told apart by its text) with a self link to `url`. */
export function withSelfLink(feed: string, url: string): string {
  if (feed.trimStart().startsWith('{')) {
    const {items, ...head} = JSON.parse(feed) as Record<string, unknown>;
    return JSON.stringify({...head, feed_url: url, items}, null, 4);
  }
  const href = attribute(url);
  if (/<rss[\s>]/.test(feed)) {
    return feed
      .replace(/<rss /, '<rss xmlns:atom="http://www.w3.org/2005/Atom" ')
      .replace(
        /^( *)<link>[^<]*<\/link>\n/m,
        (link, indent: string) =>
          `${link}${indent}<atom:link href="${href}" rel="self" type="application/rss+xml"/>\n`,
      );
  }
  return feed.replace(
    /^( *)<link rel="alternate"[^>]*\/>\n/m,
    (link, indent: string) => `${link}${indent}<link rel="self" href="${href}"/>\n`,
  );
}
