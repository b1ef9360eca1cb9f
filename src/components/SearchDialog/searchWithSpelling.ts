import {matchedWords, nextPage, normalize, queryTerms, searchPages, type Pagefind, type PagefindResult, type PagefindResultData} from './pagefind';
import {corrections, type Vocabulary} from './spelling';

/** Below this many pages holding every word, the pages holding most words are added (searchPages). */
const fullMatchesEnough = 8;
/** Results kept for "More results": four pages. */
const candidates = 20;
/** A first page shorter than this is "few results": the vocabulary is consulted. */
const fewResults = 3;

export type SearchOutcome = {
  /** The results in order, for "More results"; `page` holds the data of the first ones, `cursor` where the next start. */
  found: PagefindResult[];
  page: PagefindResultData[];
  cursor: number;
  /** The words a result may be found by (the typed ones, and their corrections), for nextPage. */
  relevantTo: string;
  /** The query as corrected, when the results are for it. */
  corrected?: string;
};

/**
 * Whether the visitor may have misspelled a word: a word of four letters or
 * more that no shown result was found by (Pagefind, given a word the site does
 * not hold, falls back on its beginning: "runlabil" finds "run"), or few
 * results at all. Only then is the vocabulary fetched.
 */
export function mayBeMisspelled(query: string, page: Pick<PagefindResultData, 'excerpt' | 'meta'>[]): boolean {
  if (page.length < fewResults) return true;
  const found = page.flatMap(matchedWords);
  return queryTerms(query)
    .filter((t) => /^\p{L}{4,}$/u.test(t))
    .some((t) => !found.some((m) => m.startsWith(t) || (t.startsWith(m) && m.length >= Math.max(4, t.length - 3))));
}

/** The query with each corrected word replaced, as the visitor typed the rest. */
export function correctedQuery(query: string, fixes: Map<string, string>): string {
  return query
    .trim()
    .split(/\s+/)
    .map((word) => fixes.get(normalize(word)) ?? word)
    .join(' ');
}

/**
 * Searches the query as typed; when a word may be misspelled, fetches the
 * vocabulary (`vocabulary()`), and when it finds words the site does not
 * hold, searches their closest words too. A page holding every word as typed
 * is an exact match; as a corrected word is one no page holds, no page holds
 * the query as typed, and the results of the corrected query come first,
 * followed by the pages that hold some of the typed words. Among words as
 * close, the one that makes a query some page holds in full is taken.
 */
export async function searchWithSpelling(
  pagefind: Pagefind,
  query: string,
  pageSize: number,
  vocabulary: (() => Promise<Vocabulary>) | undefined,
): Promise<SearchOutcome> {
  const exact = (await searchPages(pagefind, query, fullMatchesEnough)).found.slice(0, candidates);
  const first = await nextPage(exact, 0, query, pageSize);
  const asTyped: SearchOutcome = {found: exact, ...first, relevantTo: query};
  if (!vocabulary || !mayBeMisspelled(query, first.page)) return asTyped;
  let words: Vocabulary;
  try {
    words = await vocabulary();
  } catch {
    return asTyped;
  }
  const terms = queryTerms(query);
  const fixes = corrections(terms, words);
  if (!fixes.size) return asTyped;
  const best = new Map([...fixes].map(([term, closest]) => [term, closest[0]!.word]));
  let corrected = correctedQuery(query, best);
  let correctedFound = await searchPages(pagefind, corrected, fullMatchesEnough);
  // Words as close as the best ("cehat": "chat" or "cheat"): next to the other
  // words of the query, the one found on a page with all of them wins ("cheat sheet").
  if (terms.length > 1 && correctedFound.full === 0) {
    for (const [term, closest] of fixes) {
      for (const other of closest.slice(1)) {
        const alternative = correctedQuery(query, new Map([...best, [term, other.word]]));
        const found = await searchPages(pagefind, alternative, fullMatchesEnough);
        if (found.full > correctedFound.full) [corrected, correctedFound] = [alternative, found];
      }
    }
  }
  const ids = new Set(correctedFound.found.map((r) => r.id));
  const found = [...correctedFound.found, ...exact.filter((r) => !ids.has(r.id))].slice(0, candidates);
  const relevantTo = `${query} ${corrected}`;
  return {found, ...(await nextPage(found, 0, relevantTo, pageSize)), relevantTo, corrected};
}
