import {noticeOf, type PostForNotice} from './notices';

type Post = PostForNotice & {permalink: string; title: string; date: string};

/** One line of an archive: a post, with the short notices of it that the same archive holds. */
export type ArchiveLine<P extends Post> = {post: P; notices: P[]; noticeOf?: string};

/**
 * An archive's lines, year by year, each newest first, with each article
 * listed once: a short notice of a post in the same archive goes on that
 * post's line instead of a line of its own that would read like it (same
 * date, same title). A notice of a post elsewhere (a blog notice of a release
 * announcement) keeps its own line, with `noticeOf` to mark it.
 */
export function archiveLines<P extends Post>(posts: readonly P[]): {year: string; lines: ArchiveLine<P>[]}[] {
  const newestFirst = [...posts].sort((a, b) => b.date.localeCompare(a.date));
  const here = new Set(newestFirst.map((p) => p.permalink));
  const noticesOf = new Map<string, P[]>();
  const lines: ArchiveLine<P>[] = [];
  for (const post of newestFirst) {
    const article = noticeOf(post);
    if (article && here.has(article)) noticesOf.set(article, [...(noticesOf.get(article) ?? []), post]);
    else lines.push({post, notices: [], ...(article ? {noticeOf: article} : {})});
  }
  for (const line of lines) line.notices = noticesOf.get(line.post.permalink) ?? [];
  const years = new Map<string, ArchiveLine<P>[]>();
  for (const line of lines) {
    const year = line.post.date.slice(0, 4);
    years.set(year, [...(years.get(year) ?? []), line]);
  }
  return [...years].map(([year, yearLines]) => ({year, lines: yearLines}));
}
