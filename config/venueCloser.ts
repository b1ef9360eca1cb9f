// A content check: a last sentence that only points the reader to a venue's front page.
import {splitSentences, type PostText} from './postText';

/**
 * A last sentence that links only front pages (or top-level sections) above an address the post links ("Browse
 * [Enable Sysadmin](…/sysadmin/)" under …/sysadmin/some-article): the venue's home page tells the reader nothing more.
 */
const link = /\]\((https?:\/\/[^)\s]+)\)/g;

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

function above(page: string, other: string): boolean {
  const a = place(page);
  const b = place(other);
  return a !== undefined && b !== undefined && frontPage(a.path) && a.host === b.host && b.path.startsWith(`${a.path}/`) && b.path.length > a.path.length + 1;
}

export function venueCloser(post: PostText): string | undefined {
  const lastBlock = post.blocks[post.blocks.length - 1];
  if (lastBlock === undefined) return undefined;
  const closing = splitSentences(lastBlock).pop() ?? '';
  const closingLinks = [...closing.matchAll(link)].map((m) => m[1]!);
  if (closingLinks.length === 0) return undefined;
  const everyLink = post.blocks.flatMap((block) => [...block.matchAll(link)].map((m) => m[1]!));
  return closingLinks.every((page) => everyLink.some((other) => above(page, other))) ? closing : undefined;
}
