// A content check: the same wording closing many posts ("has the details", "sums it up").
import {closingSentence, type PostText} from './postText';

/**
 * Words that make grammar rather than a phrasing: three of them in a row ("is in the") are no stock
 * wording.
 */
const grammar =
  /^(?:a|an|and|are|as|at|be|by|for|from|has|have|i|in|is|it|its|me|my|of|on|or|our|so|that|the|this|to|was|we|with|you|your)$/;

/**
 * The post's own wording in a sentence, as runs of lower-cased words. A fact breaks a run, being
 * nobody's phrasing: a link to another site (its text is the article's title), inline code, a
 * quotation, a number or version, or a capitalized name after the sentence's first word. The text
 * of a link within the site is the post's own words.
 */
function ownRuns(sentence: string): string[][] {
  const runs: string[][] = [[]];
  const tokens = sentence
    .replace(/`[^`]*`|\[[^\]]*\]\(https?:[^)]*\)|"[^"]*"|“[^”]*”/g, ' | ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .split(/\s+/)
    .filter((token) => token !== '');
  tokens.forEach((token, i) => {
    const word = token.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
    const fact = word === '' || /\d/.test(word) || (i > 0 && word !== 'I' && /^\p{Lu}/u.test(word));
    if (fact) runs.push([]);
    else runs.at(-1)!.push(word.toLowerCase());
  });
  return runs;
}

export type SharedCloser = {phrasing: string; files: string[]};

/**
 * Phrasings of three or more words that close more than `maxPosts` posts, a post's close being the
 * last sentence of its prose. Any longer shared phrasing holds a shared run of three words, so runs
 * of three are what is compared.
 */
export function sharedClosers(
  posts: Pick<PostText, 'file' | 'blocks'>[],
  maxPosts = 2,
): SharedCloser[] {
  const seen = new Map<string, Set<string>>();
  for (const post of posts) {
    for (const run of ownRuns(closingSentence(post))) {
      for (let i = 0; i + 3 <= run.length; i++) {
        const words = run.slice(i, i + 3);
        if (words.every((word) => grammar.test(word))) continue;
        const phrasing = words.join(' ');
        seen.set(phrasing, (seen.get(phrasing) ?? new Set<string>()).add(post.file));
      }
    }
  }
  return [...seen]
    .filter(([, files]) => files.size > maxPosts)
    .map(([phrasing, files]) => ({phrasing, files: [...files].sort()}))
    .sort((a, b) => b.files.length - a.files.length || a.phrasing.localeCompare(b.phrasing));
}
