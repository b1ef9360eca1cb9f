// The archive page's lines: each article once, its short notices on its line.
import {noticeOf, type PostForNotice} from './notices';

type Post = PostForNotice & {permalink: string; title: string; date: string};

/**
 * A post as the archive page gets it (plugins/blog-archive): its address, title, ISO date and
 * `notice_of`.
 */
export type ArchivePost = {
  permalink: string;
  title: string;
  date: string;
  frontMatter: {notice_of?: string};
};

export type ArchiveLine<P extends Post> = {post: P; notices: P[]; noticeOf?: string};

/**
 * An archive's lines by year, newest first: a short notice of a post in the same archive goes on
 * that post's line; a notice of a post elsewhere keeps its own line, marked with `noticeOf`.
 */
export function archiveLines<P extends Post>(
  posts: readonly P[],
): {year: string; lines: ArchiveLine<P>[]}[] {
  const newestFirst = [...posts].sort((a, b) => b.date.localeCompare(a.date));
  const here = new Set(newestFirst.map((p) => p.permalink));
  const noticesOf = new Map<string, P[]>();
  const lines: ArchiveLine<P>[] = [];
  for (const post of newestFirst) {
    const article = noticeOf(post);
    if (article && here.has(article)) {
      noticesOf.set(article, [...(noticesOf.get(article) ?? []), post]);
    } else lines.push({post, notices: [], ...(article ? {noticeOf: article} : {})});
  }
  for (const line of lines) line.notices = noticesOf.get(line.post.permalink) ?? [];
  const years = new Map<string, ArchiveLine<P>[]>();
  for (const line of lines) {
    const year = line.post.date.slice(0, 4);
    years.set(year, [...(years.get(year) ?? []), line]);
  }
  return [...years].map(([year, yearLines]) => ({year, lines: yearLines}));
}
