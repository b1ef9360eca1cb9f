import {searchRanking} from '@site/src/data/searchRanking';
import {pageHit, type Anchor} from './excerpt';
import {releaseWords, siteWords, smallWords, visitorWords} from '@site/src/data/searchWords';

/** The part of Pagefind's browser API the dialog uses. */
export type PagefindResultData = {
  url: string;
  excerpt: string;
  /** The page's text as indexed, the positions of the matched words in it, and its elements with an id (excerpt.ts). */
  content?: string;
  locations?: number[];
  anchors?: Anchor[];
  /** The heading of the section the excerpt is from, when it is from one (`url` then links to it). */
  heading?: string;
  /** The words of the text the result was found by (its matched positions). */
  found?: string[];
  meta: {title?: string; section?: string; date?: string; keywords?: string; description?: string; synonyms?: string; question?: string};
};
export type PagefindResult = {id: string; score: number; data: () => Promise<PagefindResultData>};
export type Pagefind = {
  init?: () => Promise<void>;
  options?: (options: {ranking?: typeof searchRanking}) => Promise<void>;
  search: (query: string) => Promise<{results: PagefindResult[]}>;
};

let loading: Promise<Pagefind> | undefined;

/**
 * Loads Pagefind's client from the static index written at build time, with
 * the site's ranking options. The path is a real URL of the built site, not a
 * module of the bundle, so the bundler is told to leave the import alone.
 */
export function loadPagefind(baseUrl: string): Promise<Pagefind> {
  loading ??= import(/* webpackIgnore: true */ `${baseUrl}pagefind/pagefind.js`).then(async (mod: Pagefind) => {
    await mod.options?.({ranking: searchRanking});
    await mod.init?.();
    return mod;
  });
  loading.catch(() => (loading = undefined));
  return loading;
}

/** Pagefind reports the built file's URL; the site's routes have no ".html". */
export function routeOf(url: string): string {
  return url.replace(/\/index\.html(?=$|#)/, '/').replace(/\.html(?=$|#)/, '');
}

export function normalize(word: string): string {
  return word.toLowerCase().replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
}

/**
 * The words of a query that carry its meaning. Pagefind returns only pages
 * holding every word, so the small words of a question ("how do I run podman
 * on a mac") would leave out the page that answers it. Next to a version, words
 * like "released" add nothing but a pull towards every release. A query made
 * only of such words is kept as typed.
 */
export function queryTerms(query: string): string[] {
  const words = [...new Set(inSiteWords(query.split(/\s+/).map(normalize).filter(Boolean)).map(asVersion))];
  const hasVersion = words.some((w) => versionWord.test(w));
  const meaningful = words.filter((w) => !smallWords.has(w) && !(hasVersion && releaseWords.has(w)));
  const specific = meaningful.filter((w) => !siteWords.has(w));
  return specific.length ? specific : meaningful.length ? meaningful : words;
}

const versionWord = /^v\d(\.\d+)+$/;

/** The longest phrase of the site-wide vocabulary. */
const longestPhrase = Math.max(...[...visitorWords.keys()].map((phrase) => phrase.split(' ').length));

/** A visitor's words as the site's ("time zone": "timezone", "at boot": "systemd"), the longest phrase first. */
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
 * Podman versions are searched as "v4.3": Pagefind drops the dots, so a bare
 * "2.0" would match every "2020" and "20.04", while release titles and posts
 * write "v2.0" (and each release post carries its "vX.Y" forms, see
 * versionTerms). A two-digit first number is another project's version
 * ("ubuntu 22.04"), searched as typed.
 */
function asVersion(word: string): string {
  return /^\d(\.\d+)+$/.test(word) ? `v${word}` : word;
}

/** "v4.3.0" and "4.3.0" are one word when a highlight is compared with the query. */
const bareVersion = (word: string) => word.replace(/^v(?=\d)/, '');

/**
 * Searches with every meaningful word first. When that finds fewer than
 * `enough` pages, each word is searched alone and every page found is ranked
 * by the sum of its scores for the words it holds, so a question phrased
 * differently from the page still finds it. Each word's score is Pagefind's,
 * which weighs a word by how few pages hold it and a match in the title or
 * the subject's metadata above one in the text: the subject of a question
 * ("healthy", "sudo") outweighs its other words ("run", "container"), which a
 * long page may hold every one of.
 */
export async function findPages(pagefind: Pagefind, query: string, enough: number): Promise<PagefindResult[]> {
  return (await searchPages(pagefind, query, enough)).found;
}

/** findPages, with how many pages hold every word. */
export async function searchPages(pagefind: Pagefind, query: string, enough: number): Promise<{found: PagefindResult[]; full: number}> {
  const terms = queryTerms(query);
  const {results} = await pagefind.search(terms.join(' '));
  if (results.length >= enough || terms.length < 2) return {found: results, full: results.length};
  const perWord = await Promise.all(terms.map((term) => pagefind.search(term)));
  const pages = new Map<string, {results: PagefindResult[]; score: number}>();
  for (const r of perWord.flatMap((found) => found.results)) {
    const page = pages.get(r.id) ?? pages.set(r.id, {results: [], score: 0}).get(r.id)!;
    page.results.push(r);
    page.score += r.score;
  }
  const holdingAll = new Map(results.map((r) => [r.id, r]));
  const ranked = [...pages.entries()].sort(([, a], [, b]) => b.score - a.score);
  return {found: ranked.map(([id, page]) => holdingAll.get(id) ?? oneResult(page.results)), full: results.length};
}

/**
 * A page found by several one-word searches as one result: its data holds the
 * matched positions of all their words (each search's data knows its own
 * word's), for the excerpt and the section. Pagefind downloads the page's data
 * once, and hands each search the same object with that search's positions
 * set on it: they are read one search at a time.
 */
function oneResult(results: PagefindResult[]): PagefindResult {
  if (results.length === 1) return results[0]!;
  const data = async () => {
    const locations = new Set<number>();
    let page: PagefindResultData | undefined;
    for (const r of results) {
      const d = await r.data();
      page ??= {...d};
      for (const l of d.locations ?? []) locations.add(l);
    }
    return {...page!, locations: [...locations].sort((a, b) => a - b)};
  };
  return {...results[0]!, data};
}

/**
 * The words a result was found by: its highlighted words, the words at its
 * matched positions, and the words of its title and of the metadata that says
 * what it is about (a page may be found by its synonyms alone).
 */
export function matchedWords(result: Pick<PagefindResultData, 'excerpt' | 'meta' | 'found'>): string[] {
  const marks = [...result.excerpt.matchAll(/<mark>(.*?)<\/mark>/g)].map((m) => normalize(m[1]!));
  const {title, keywords, description, synonyms, question} = result.meta;
  const metaWords = [title, keywords, description, synonyms, question].join(' ').split(/[\s/]+/).map(normalize);
  return [...marks, ...(result.found ?? []).map(normalize), ...metaWords].filter(Boolean);
}

/**
 * Pagefind matches loosely: a nonsense word can still bring back pages where
 * a single letter or a distant word was highlighted. A result is kept only
 * when a word of its title or one of its highlighted words begins like one of
 * the query's meaningful words (their first four characters, or the whole word
 * when shorter).
 */
export function isRelevant(result: Pick<PagefindResultData, 'excerpt' | 'meta' | 'found'>, query: string): boolean {
  const candidates = matchedWords(result).map(bareVersion);
  return queryTerms(query).map(bareVersion).some((w) => {
    const stem = w.slice(0, 4);
    return candidates.some((m) => m.startsWith(stem) || (m.length >= 3 && w.startsWith(m)));
  });
}

/**
 * The result with its excerpt from the page's text (excerpt.ts), when Pagefind
 * gave the text: a hit in a section links to the section, whose heading it shows apart.
 */
function ownExcerpt(d: PagefindResultData): PagefindResultData {
  if (d.content === undefined) return d;
  const locations = d.locations ?? [];
  const {excerpt, section} = pageHit(d.content, locations, d.meta.title, d.anchors);
  const words = d.content.split(/\s+/).filter(Boolean);
  const found = locations.map((l) => words[l] ?? '');
  return {...d, excerpt, found, ...(section && {heading: section.heading, url: `${d.url}#${section.id}`})};
}

/**
 * The next page of results to show: the data of `size` results from `cursor`
 * on, without the loose matches. Each result's data is a download, so only as
 * many are fetched as the page needs; when the filter drops some, as many again
 * are fetched, at most `rounds` times. Returns where the next page starts.
 */
export async function nextPage(
  found: PagefindResult[],
  cursor: number,
  query: string,
  size: number,
  rounds = 2,
): Promise<{page: PagefindResultData[]; cursor: number}> {
  const page: PagefindResultData[] = [];
  for (let round = 0; round <= rounds && page.length < size && cursor < found.length; round++) {
    const batch = found.slice(cursor, cursor + size - page.length);
    cursor += batch.length;
    page.push(...(await Promise.all(batch.map(async (r) => ownExcerpt(await r.data())))).filter((d) => isRelevant(d, query)));
  }
  return {page, cursor};
}
