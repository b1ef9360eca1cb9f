/** A short notice's slug: `new`, or `2-new` when a day has two. */
export const isNoticeSlug = (slug: string): boolean => /^(\d+-)?new$/.test(slug);

/** The notice at a post's address, by its last segment. */
export const isNoticePermalink = (permalink: string): boolean => isNoticeSlug(permalink.split('/').at(-1) ?? '');

/**
 * A list of posts without the short notices whose full post, of the same
 * title, is in the list too: the twins would read as the same post twice.
 */
export function withoutTwinNotices<T extends {title: string; permalink: string}>(items: readonly T[]): T[] {
  const fullTitles = new Set(items.filter((item) => !isNoticePermalink(item.permalink)).map((item) => item.title));
  return items.filter((item) => !(isNoticePermalink(item.permalink) && fullTitles.has(item.title)));
}

/**
 * The post a short notice points to (front matter `notice_of`, given or found
 * by config/frontMatter.ts), read from the post's metadata: a list item's own
 * front matter comes from its excerpt, where the link it is found by may be
 * cut off.
 */
export const noticeOf = (metadata: {frontMatter: object}): string | undefined =>
  (metadata.frontMatter as {notice_of?: string}).notice_of;
