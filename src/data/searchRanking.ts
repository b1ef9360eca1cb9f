/**
 * How the search ranks pages: Pagefind's documented knobs, in one place.
 * `searchWeights` go on elements as data-pagefind-weight when the site is
 * built (Pagefind's scale: body text 1, h1 7, at most 10). `searchRanking` is
 * passed to pagefind.options() in the browser. The figures were tuned on the
 * relevance set (tests/fixtures/searchQueries.ts): `npm run bench -- --search-only`.
 */
export const searchWeights = {
  /** The version a release post announces ("4.3", "v4.3.0"), as strong as a title. */
  version: 7,
  /** Everything in a doc: the reference outranks a post that says as much. */
  docs: 2,
} as const;

export const searchRanking = {
  /** Short pages are not favoured over long ones: the full posts and docs are the long ones. */
  pageLength: 0,
  termFrequency: 1.0,
  termSimilarity: 1.0,
  termSaturation: 1.4,
  /**
   * A match in the title (the page's h1) counts for more than in the body. A
   * doc's front-matter keywords (src/theme/DocItem/Content) count more than a
   * title: they name what the reference covers, so "install on debian" finds
   * the installation doc before a post titled "Run Podman on Debian" (at 5,
   * as much as a title, the posts on Ubuntu and Debian came first). The
   * front-matter description (src/components/SearchSubject) counts less:
   * it is longer, but it is the author's summary of what the page is about.
   * The subject in a reader's words (front matter `synonyms` and `question`,
   * src/components/SearchSubject) counts below the title: the title is the
   * author's own name for the page, a synonym one name a reader may give it.
   */
  metaWeights: {title: 5, keywords: 8, synonyms: 4, question: 3, description: 2},
} as const;
