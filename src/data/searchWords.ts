/**
 * Words a visitor puts around the subject of a question ("how do I …", "install
 * on …", "difference between … and …") that the pages do not need to hold. The
 * search leaves them out of the query (src/components/SearchDialog/pagefind.ts).
 */
export const smallWords: ReadonlySet<string> = new Set([
  'a', 'an', 'the', 'and', 'or', 'of', 'on', 'in', 'into', 'to', 'for', 'from', 'with', 'by', 'at', 'about', 'as',
  'is', 'are', 'was', 'be', 'it', 'its', 'this', 'that', 'there', 'my', 'me', 'i', 'you', 'your', 'we', 'our',
  'do', 'does', 'did', 'can', 'could', 'should', 'would', 'will', 'how', 'what', 'whats', "what's", 'why', 'when',
  'where', 'which', 'who', 'whether', 'between', 'difference', 'vs', 'versus', 'use', 'using', 'get', 'some', 'any',
]);

/** Words that add nothing next to a version number ("podman 2.0 released"): the version says it. */
export const releaseWords: ReadonlySet<string> = new Set([
  'release', 'released', 'releases', 'version', 'announce', 'announced', 'announcement', 'new', 'out', 'podman',
]);

/**
 * Words on nearly every page of the site: next to another word they narrow
 * nothing, yet the index part holding each is one more download (README,
 * "Search"). Searched only when the query holds nothing else.
 */
export const siteWords: ReadonlySet<string> = new Set(['podman']);

/**
 * Words a visitor often types as two ("time zone") that the pages write as one
 * ("timezone"): Pagefind matches single words, so the pair would find neither.
 */
export const joinedWords: ReadonlyMap<string, string> = new Map([
  ['time zone', 'timezone'],
  ['health check', 'healthcheck'],
  ['file system', 'filesystem'],
  ['name space', 'namespace'],
]);
