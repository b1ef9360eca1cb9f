// A content check: a last sentence that only points the reader to a venue's front page.
import {closingSentence, type PostText} from './postText';

/**
 * A last sentence that links only front pages (or top-level sections) above an address the post
 * links ("Browse [Enable Sysadmin](…/sysadmin/)" under …/sysadmin/some-article), or author pages on
 * its site ("more of [Jack's articles](…/author/jack-wallen/)"): the venue's home page or a
 * writer's list tells the reader nothing more.
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

/**
 * A site's front page or a top-level section of it (`/sysadmin`, `/en/blog`), a language prefix
 * aside.
 */
function frontPage(path: string): boolean {
  const segments = path.split('/').filter((s) => s !== '');
  if (/^[a-z]{2}(-[a-z]{2})?$/i.test(segments[0] ?? '') && segments.length > 1) segments.shift();
  return segments.length <= 1;
}

function above(page: string, other: string): boolean {
  const a = place(page);
  const b = place(other);
  return (
    a !== undefined &&
    b !== undefined &&
    frontPage(a.path) &&
    a.host === b.host &&
    b.path.startsWith(`${a.path}/`) &&
    b.path.length > a.path.length + 1
  );
}

/**
 * The words sites put before a writer's name in the address of their page: /author/jack-wallen,
 * /users/someone.
 */
const authorSegment = /^(authors?|users?|people|profiles?|contributors?|writers?)$/i;

/**
 * A writer's page on the site of an address the post links: …/author/NAME, …/users/NAME, or
 * Medium's /@NAME.
 */
function authorPageBeside(page: string, other: string): boolean {
  const a = place(page);
  const b = place(other);
  if (a === undefined || b === undefined || a.host !== b.host || a.path === b.path) return false;
  const segments = a.path.split('/').filter((s) => s !== '');
  if (segments.length === 1 && segments[0]!.startsWith('@')) return true;
  return segments.length >= 2 && authorSegment.test(segments.at(-2)!);
}

export function venueCloser(post: PostText): string | undefined {
  const closing = closingSentence(post);
  const closingLinks = [...closing.matchAll(link)].map((m) => m[1]!);
  if (closingLinks.length === 0) return undefined;
  const everyLink = post.blocks.flatMap((block) => [...block.matchAll(link)].map((m) => m[1]!));
  const venuePage = (page: string) =>
    everyLink.some((other) => above(page, other) || authorPageBeside(page, other));
  return closingLinks.every(venuePage) ? closing : undefined;
}
