// The search dialog's use of Pagefind: loading its client, shaping queries and keeping results.
import {searchRanking} from '@site/src/data/searchRanking';
import {pageHit, type Anchor} from './excerpt';
import {releaseWords, siteWords, smallWords, visitorWords} from '@site/src/data/searchWords';

/** The part of Pagefind's browser API the dialog uses. */
export type PagefindResultData = {
  url: string;
  excerpt: string;
  /**
   * The page's text as indexed, the positions of the matched words in it, and its elements with an
   * id (excerpt.ts).
   */
  content?: string;
  locations?: number[];
  anchors?: Anchor[];
  /**
   * The heading of the section the excerpt is from, when it is from one (`url` then links to it).
   */
  heading?: string;
  /** The words of the text the result was found by (its matched positions). */
  found?: string[];
  meta: {
    title?: string;
    section?: string;
    date?: string;
    keywords?: string;
    description?: string;
    synonyms?: string;
    question?: string;
  };
};
export type PagefindResult = {id: string; score: number; data: () => Promise<PagefindResultData>};
export type Pagefind = {
  init?: () => Promise<void>;
  options?: (options: {ranking?: typeof searchRanking}) => Promise<void>;
  search: (query: string) => Promise<{results: PagefindResult[]}>;
};

let loading: Promise<Pagefind> | undefined;

/**
 * Pagefind's client with the site's ranking; its path is a URL of the built site, which the bundler
 * must leave alone.
 */
export function loadPagefind(baseUrl: string): Promise<Pagefind> {
  loading ??= import(/* webpackIgnore: true */ `${baseUrl}pagefind/pagefind.js`).then(
    async (mod: Pagefind) => {
      await mod.options?.({ranking: searchRanking});
      await mod.init?.();
      return mod;
    },
  );
  loading.catch(() => (loading = undefined));
  return loading;
}

/** Pagefind reports the built file's URL; the site's routes have no ".html". */
export const routeOf = (url: string) =>
  url.replace(/\/index\.html(?=$|#)/, '/').replace(/\.html(?=$|#)/, '');
export const normalize = (word: string) =>
  word.toLowerCase().replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');

/**
 * The words of a query that carry its meaning: Pagefind returns only pages holding every word, so a
 * question's small words would leave out its answer. A query made only of such words is kept as
 * typed.
 */
export function queryTerms(query: string): string[] {
  const words = [
    ...new Set(inSiteWords(query.split(/\s+/).map(normalize).filter(Boolean)).map(asVersion)),
  ];
  const hasVersion = words.some((w) => versionWord.test(w));
  const meaningful = words.filter(
    (w) => !smallWords.has(w) && !(hasVersion && releaseWords.has(w)),
  );
  const specific = meaningful.filter((w) => !siteWords.has(w));
  if (specific.length) return specific;
  return meaningful.length ? meaningful : words;
}

const versionWord = /^v\d(\.\d+)+$/;

const longestPhrase = Math.max(
  ...[...visitorWords.keys()].map((phrase) => phrase.split(' ').length),
);

/**
 * A visitor's words as the site's ("time zone": "timezone", "at boot": "systemd"), the longest
 * phrase first.
 */
function inSiteWords(words: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    let length = Math.min(longestPhrase, words.length - i);
    while (length > 0 && !visitorWords.has(words.slice(i, i + length).join(' '))) length--;
    if (!length) out.push(words[i]!);
    else out.push(...visitorWords.get(words.slice(i, i + length).join(' '))!.split(' '));
    i += Math.max(length, 1) - 1;
  }
  return out;
}

/**
 * Podman versions are searched as "v4.3": Pagefind drops the dots, so a bare "2.0" would match
 * every "2020" and "20.04". A two-digit first number is another project's version ("ubuntu 22.04").
 */
const asVersion = (word: string) => (/^\d(\.\d+)+$/.test(word) ? `v${word}` : word);

/** "v4.3.0" and "4.3.0" are one word when a highlight is compared with the query. */
const bareVersion = (word: string) => word.replace(/^v(?=\d)/, '');

/**
 * Searches with every meaningful word; when that finds fewer than `enough` pages, each word alone,
 * and ranks every page found by the sum of its scores for the words it holds: Pagefind weighs a
 * word by how few pages hold it, so a question's subject ("sudo") outweighs words a long page holds
 * all of. `full` is how many pages hold every word.
 */
export async function searchPages(
  pagefind: Pagefind,
  query: string,
  enough: number,
): Promise<{found: PagefindResult[]; full: number}> {
  const terms = queryTerms(query);
  const {results} = await pagefind.search(terms.join(' '));
  if (results.length >= enough || terms.length < 2) return {found: results, full: results.length};
  const perWord = await Promise.all(terms.map((term) => pagefind.search(term)));
  const pages = new Map<string, PagefindResult[]>();
  for (const r of perWord.flatMap((found) => found.results)) {
    pages.set(r.id, [...(pages.get(r.id) ?? []), r]);
  }
  const holdingAll = new Map(results.map((r) => [r.id, r]));
  const score = (page: PagefindResult[]) => page.reduce((sum, r) => sum + r.score, 0);
  const ranked = [...pages.values()].sort((a, b) => score(b) - score(a));
  return {
    found: ranked.map((page) => holdingAll.get(page[0]!.id) ?? oneResult(page)),
    full: results.length,
  };
}

/**
 * A page found by several one-word searches as one result holding all their words' positions.
 * Pagefind hands each search the same data object with that search's positions set on it: read one
 * at a time.
 */
function oneResult(results: PagefindResult[]): PagefindResult {
  if (results.length === 1) return results[0]!;
  const data = async () => {
    const all: PagefindResultData[] = [];
    for (const r of results) all.push({...(await r.data())});
    return {
      ...all[0]!,
      locations: [...new Set(all.flatMap((d) => d.locations ?? []))].sort((a, b) => a - b),
    };
  };
  return {...results[0]!, data};
}

/**
 * The words a result was found by: highlighted, at its matched positions, or in its title and
 * subject metadata.
 */
export function matchedWords(
  result: Pick<PagefindResultData, 'excerpt' | 'meta' | 'found'>,
): string[] {
  const marks = [...result.excerpt.matchAll(/<mark>(.*?)<\/mark>/g)].map((m) => normalize(m[1]!));
  const {title, keywords, description, synonyms, question} = result.meta;
  const metaWords = [title, keywords, description, synonyms, question]
    .join(' ')
    .split(/[\s/]+/)
    .map(normalize);
  return [...marks, ...(result.found ?? []).map(normalize), ...metaWords].filter(Boolean);
}

/**
 * Pagefind matches loosely (a nonsense word may highlight a single letter): a result is kept only
 * when a word it was found by begins like one of the query's meaningful words (their first four
 * characters).
 */
export function isRelevant(
  result: Pick<PagefindResultData, 'excerpt' | 'meta' | 'found'>,
  query: string,
): boolean {
  const candidates = matchedWords(result).map(bareVersion);
  return queryTerms(query)
    .map(bareVersion)
    .some((w) => {
      const stem = w.slice(0, 4);
      return candidates.some((m) => m.startsWith(stem) || (m.length >= 3 && w.startsWith(m)));
    });
}

/**
 * The result with its excerpt from the page's text (excerpt.ts); a hit in a section links to it.
 */
function ownExcerpt(d: PagefindResultData, query: string): PagefindResultData {
  if (d.content === undefined) return d;
  const locations = d.locations ?? [];
  const {excerpt, section} = pageHit(
    d.content,
    locations,
    d.meta.title,
    d.anchors,
    queryTerms(query),
  );
  const words = d.content.split(/\s+/).filter(Boolean);
  const found = locations.map((l) => words[l] ?? '');
  return {
    ...d,
    excerpt,
    found,
    ...(section && {heading: section.heading, url: `${d.url}#${section.id}`}),
  };
}

/**
 * The data of the next `size` relevant results from `cursor` on, and where the page after starts.
 * Each result's data is a download: only as many as the page needs, and when loose ones drop out,
 * at most twice more.
 */
export async function nextPage(
  found: PagefindResult[],
  cursor: number,
  query: string,
  size: number,
) {
  const page: PagefindResultData[] = [];
  for (let round = 0; round <= 2 && page.length < size && cursor < found.length; round++) {
    const batch = found.slice(cursor, cursor + size - page.length);
    cursor += batch.length;
    page.push(
      ...(await Promise.all(batch.map(async (r) => ownExcerpt(await r.data(), query)))).filter(
        (d) => isRelevant(d, query),
      ),
    );
  }
  return {page, cursor};
}
