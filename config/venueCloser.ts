import {splitSentences, type PostText} from './postText';

/**
 * A closer that only sends the reader to the front page of the site an article
 * was published on: the post's last sentence links nothing but front pages (or
 * top-level sections) above an address the post links elsewhere ("Browse [Enable Sysadmin](…/sysadmin/) for
 * more articles", under a post that links …/sysadmin/some-article). Once the
 * reader has the article, the venue's home page tells them nothing more.
 */
const link = /\]\((https?:\/\/[^)\s]+)\)/g;

/** Host and path of an address, without query, fragment or trailing slash. */
function place(address: string): {host: string; path: string} | undefined {
  try {
    const url = new URL(address);
    return {host: url.host, path: url.pathname.replace(/\/+$/, '')};
  } catch {
    return undefined;
  }
}

/** A site's front page or a top-level section of it (`/sysadmin`, `/en/blog`), a language prefix aside. */
function frontPage(path: string): boolean {
  const segments = path.split('/').filter((s) => s !== '');
  if (/^[a-z]{2}(-[a-z]{2})?$/i.test(segments[0] ?? '') && segments.length > 1) segments.shift();
  return segments.length <= 1;
}

/** Whether `page` is a front page above `other` on the same site. */
function above(page: string, other: string): boolean {
  const a = place(page);
  const b = place(other);
  return a !== undefined && b !== undefined && frontPage(a.path) && a.host === b.host && b.path.startsWith(`${a.path}/`) && b.path.length > a.path.length + 1;
}

/** The post's closing sentence if it is such a closer, else undefined. */
export function venueCloser(post: PostText): string | undefined {
  const lastBlock = post.blocks[post.blocks.length - 1];
  if (lastBlock === undefined) return undefined;
  const closing = splitSentences(lastBlock).pop() ?? '';
  const closingLinks = [...closing.matchAll(link)].map((m) => m[1]!);
  if (closingLinks.length === 0) return undefined;
  const everyLink = post.blocks.flatMap((block) => [...block.matchAll(link)].map((m) => m[1]!));
  return closingLinks.every((page) => everyLink.some((other) => above(page, other))) ? closing : undefined;
}
