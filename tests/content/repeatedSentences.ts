// A content check: the same long sentence copied into many posts.
import type {PostText} from './postText';

/** Stock phrasing copied from post to post, compared with whitespace collapsed and case ignored. */
export type RepeatedSentence = {sentence: string; files: string[]};

export function repeatedSentences(
  posts: Pick<PostText, 'file' | 'sentences'>[],
  minWords = 8,
  maxPosts = 3,
): RepeatedSentence[] {
  const seen = new Map<string, {sentence: string; files: Set<string>}>();
  for (const post of posts) {
    for (const sentence of post.sentences) {
      const key = sentence.replace(/\s+/g, ' ').trim().toLowerCase();
      if (key.split(' ').length < minWords) continue;
      const entry = seen.get(key) ?? {sentence, files: new Set<string>()};
      entry.files.add(post.file);
      seen.set(key, entry);
    }
  }
  return [...seen.values()]
    .filter((e) => e.files.size > maxPosts)
    .map((e) => ({sentence: e.sentence, files: [...e.files].sort()}))
    .sort((a, b) => b.files.length - a.files.length);
}
