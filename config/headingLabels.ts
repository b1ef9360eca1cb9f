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

/**
 * Headings that only announce the introduction: a bare "Intro"/"Introduction",
 * or the post's own catalogue label for its intro ("intro: 1000-commit milestone").
 */
export function introHeadings(posts: PostText[], labels: Map<string, string[]> = new Map()): LabelHeading[] {
  return posts.flatMap((post) => {
    const introLabels = new Set((labels.get(post.file) ?? []).map(normalise).filter((l) => /^intro(duction)?\b/.test(l)));
    return post.headings
      .filter((h) => /^(intro|introduction)[.:!]?$/i.test(h.trim()) || introLabels.has(normalise(h)))
      .map((heading) => ({file: post.file, heading}));
  });
}
