/**
 * How the search ranks pages, tuned on the relevance set (`npm run bench -- --search-only`).
 * `searchWeights` go on elements as data-pagefind-weight (body text 1, h1 7, at most 10);
 * `searchRanking` to pagefind.options().
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
   * A doc's keywords count more than a title: "install on debian" finds the installation doc before
   * a post titled "Run Podman on Debian" (at 5 the posts came first). A reader's words for the
   * subject (`synonyms`, `question`) count below the title, the author's own name for the page; the
   * longer description less.
   */
  metaWeights: {title: 5, keywords: 8, synonyms: 4, question: 3, description: 2},
} as const;
