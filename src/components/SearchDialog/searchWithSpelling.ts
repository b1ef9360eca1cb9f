// A search that corrects a misspelled word from the site's vocabulary when the results are few.
import {
  matchedWords,
  nextPage,
  normalize,
  queryTerms,
  searchPages,
  type Pagefind,
  type PagefindResult,
  type PagefindResultData,
} from './pagefind';
import {corrections, endings, type Correction, type Vocabulary} from './spelling';

/**
 * Below this many pages holding every word, the pages holding most words are added (searchPages).
 */
const fullMatchesEnough = 8;
/** Results kept for "More results": four pages. */
const candidates = 20;
/** A first page shorter than this is "few results": the vocabulary is consulted. */
const fewResults = 3;

export type SearchOutcome = {
  /**
   * The results in order, for "More results"; `page` holds the data of the first ones, `cursor`
   * where the next start.
   */
  found: PagefindResult[];
  page: PagefindResultData[];
  cursor: number;
  /** The words a result may be found by (the typed ones, and their corrections), for nextPage. */
  relevantTo: string;
  /** The query as corrected, when the results are for it. */
  corrected?: string;
};

/**
 * Whether the visitor may have misspelled a word, so the vocabulary is worth fetching: few results,
 * or a word of four letters or more that no shown result was found by, as typed or with an ending
 * (Pagefind falls back on a word's beginning: "runlabil" finds "run").
 */
export function mayBeMisspelled(
  query: string,
  page: Pick<PagefindResultData, 'excerpt' | 'meta' | 'found'>[],
): boolean {
  if (page.length < fewResults) return true;
  const found = page.flatMap(matchedWords);
  return queryTerms(query)
    .filter((t) => /^\p{L}{4,}$/u.test(t))
    .some(
      (t) =>
        !found.some(
          (m) =>
            m.startsWith(t) ||
            (m.length >= 4 && t.startsWith(m) && endings.includes(t.slice(m.length))),
        ),
    );
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
 * Searches the query as typed; when a word may be misspelled and the vocabulary has words the site
 * holds in its place, the corrected query's results come first, then the pages holding some of the
 * typed words.
 */
export async function searchWithSpelling(
  pagefind: Pagefind,
  query: string,
  pageSize: number,
  vocabulary: {load: () => Promise<Vocabulary>; loaded: () => Vocabulary | undefined} | undefined,
): Promise<SearchOutcome> {
  const terms = queryTerms(query);
  const exact = (await searchPages(pagefind, query, fullMatchesEnough)).found.slice(0, candidates);
  // With the vocabulary at hand, a misspelled word is seen at once, without the data of the results
  // as typed.
  const atHand = vocabulary?.loaded();
  const early = atHand && corrections(terms, atHand);
  if (early?.size) return corrected(pagefind, query, terms, early, exact, pageSize);
  const first = await nextPage(exact, 0, query, pageSize);
  const asTyped: SearchOutcome = {found: exact, ...first, relevantTo: query};
  if (!vocabulary || atHand || !mayBeMisspelled(query, first.page)) return asTyped;
  let words: Vocabulary;
  try {
    words = await vocabulary.load();
  } catch {
    return asTyped;
  }
  const fixes = corrections(terms, words);
  return fixes.size ? corrected(pagefind, query, terms, fixes, exact, pageSize) : asTyped;
}

/** The results of the corrected query, then those of the query as typed that it did not find. */
async function corrected(
  pagefind: Pagefind,
  query: string,
  terms: string[],
  fixes: Map<string, Correction[]>,
  exact: PagefindResult[],
  pageSize: number,
): Promise<SearchOutcome> {
  const best = new Map([...fixes].map(([term, closest]) => [term, closest[0]!.word]));
  let correctedTo = correctedQuery(query, best);
  let correctedFound = await searchPages(pagefind, correctedTo, fullMatchesEnough);
  // Words as close as the best ("cehat": "chat" or "cheat"): next to the other
  // words of the query, the one found on a page with all of them wins ("cheat sheet").
  if (terms.length > 1 && correctedFound.full === 0) {
    for (const [term, closest] of fixes) {
      for (const other of closest.slice(1)) {
        const alternative = correctedQuery(query, new Map([...best, [term, other.word]]));
        const found = await searchPages(pagefind, alternative, fullMatchesEnough);
        if (found.full > correctedFound.full) [correctedTo, correctedFound] = [alternative, found];
      }
    }
  }
  const ids = new Set(correctedFound.found.map((r) => r.id));
  const found = [...correctedFound.found, ...exact.filter((r) => !ids.has(r.id))].slice(
    0,
    candidates,
  );
  const relevantTo = `${query} ${correctedTo}`;
  return {
    found,
    ...(await nextPage(found, 0, relevantTo, pageSize)),
    relevantTo,
    corrected: correctedTo,
  };
}
