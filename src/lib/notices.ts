/** As the earlier podman.io named notices: `new`, or `2-new` when a day has two. */
const noticeSlug = /^(\d+-)?new$/;

const postLink = /\]\((\/(?:blogs|release)\/\d{4}\/\d{2}\/\d{2}\/[^)#\s]+)/;

/**
 * Only the permalink's last part counts (a file name's slug will do); `content` only while the post
 * is being read.
 */
export type PostForNotice = {permalink: string; frontMatter: object; content?: string};

/**
 * The route of the post a short notice points to: `notice_of`, else for a notice's slug the body's
 * first link to a post here. config/frontMatter.ts writes it into `notice_of`, so on the built site
 * (bodies cut at excerpts) that answers.
 */
export function noticeOf(post: PostForNotice): string | undefined {
  const given = (post.frontMatter as {notice_of?: unknown}).notice_of;
  if (typeof given === 'string') return given;
  if (!noticeSlug.test(post.permalink.split('/').at(-1) ?? '')) return undefined;
  return post.content === undefined ? undefined : postLink.exec(post.content)?.[1];
}
