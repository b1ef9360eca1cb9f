/** A short notice's slug, as the earlier podman.io named them: `new`, or `2-new` when a day has two. */
const noticeSlug = /^(\d+-)?new$/;

/** A link in markdown to a blog or release post of this site. */
const postLink = /\]\((\/(?:blogs|release)\/\d{4}\/\d{2}\/\d{2}\/[^)#\s]+)/;

/**
 * What noticeOf reads of a post: its address (only the last part counts, so a
 * file name's slug will do), its front matter and, while the post is being
 * read, the markdown of its body.
 */
export type PostForNotice = {permalink: string; frontMatter: object; content?: string};

/**
 * "Is this a notice of X": the route of the post a short notice points to, or
 * undefined for any other post. A notice whose subject is not on this site
 * has no X, and reads as a post of its own. X is the front matter's
 * `notice_of` when given; otherwise, for a post with a notice's slug, the
 * first link in its body to a post of this site. config/frontMatter.ts asks as
 * each post is read and writes the answer into `notice_of`, so on the built
 * site (where a list item's body is cut at its excerpt) the front matter
 * alone answers.
 */
export function noticeOf(post: PostForNotice): string | undefined {
  const given = (post.frontMatter as {notice_of?: unknown}).notice_of;
  if (typeof given === 'string') return given;
  if (!noticeSlug.test(post.permalink.split('/').at(-1) ?? '')) return undefined;
  return post.content === undefined ? undefined : postLink.exec(post.content)?.[1];
}
