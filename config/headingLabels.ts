import type {PostText} from './postText';

/**
 * Headings that only echo the outline: a catalogue section label word for
 * word (case-insensitive), or a bare "Intro"/"Introduction".
 */
export type LabelHeading = {file: string; heading: string};

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

export function headingsEqualToLabels(posts: PostText[], labels: Map<string, string[]>): {total: number; matches: LabelHeading[]} {
  let total = 0;
  const matches: LabelHeading[] = [];
  for (const post of posts) {
    const own = new Set((labels.get(post.file) ?? []).map(normalise));
    for (const heading of post.headings) {
      total++;
      if (own.has(normalise(heading))) matches.push({file: post.file, heading});
    }
  }
  return {total, matches};
}

export function introHeadings(posts: PostText[]): LabelHeading[] {
  return posts.flatMap((post) =>
    post.headings.filter((h) => /^(intro|introduction)[.:!]?$/i.test(h.trim())).map((heading) => ({file: post.file, heading})),
  );
}
