/**
 * Spelling correction against the site's vocabulary (plugins/search-index/vocabulary.ts): a word it
 * does not hold becomes the closest word it does, within 1 edit for 4 to 7 letters, 2 for longer
 * ones.
 */
import {vocabularyPath, vocabularyShard} from '../../lib/search/vocabularyShard';
import {editDistance} from '../../lib/editDistance';
export type VocabularyEntry = {stem: string; pages: number; form?: string};
export type Vocabulary = {entries: VocabularyEntry[]; stems: Set<string>; words: string[]};
export type Correction = {word: string; distance: number; pages: number};

/** Endings the stemmer takes off: "checkpointed" is the stem "checkpoint" as written. */
export const endings = [
  's',
  'es',
  'ed',
  'd',
  'ing',
  'ings',
  'er',
  'ers',
  'est',
  'ly',
  'e',
  'y',
  'ies',
  'ied',
  'ion',
  'ions',
  'ation',
  'ations',
  'ment',
  'ments',
  'ness',
  'ity',
  'al',
  'able',
];
const correctable = /^\p{L}{4,}$/u;

export function parseVocabulary(text: string): Vocabulary {
  const entries: VocabularyEntry[] = [];
  for (const line of text.split('\n')) {
    const [stem, pages, form] = line.split(' ');
    if (stem && pages) entries.push({stem, pages: Number(pages), ...(form ? {form} : {})});
  }
  return vocabularyOf(entries);
}

function vocabularyOf(entries: VocabularyEntry[]): Vocabulary {
  const words = entries.flatMap((e) => (e.form ? [e.stem, e.form] : [e.stem]));
  return {entries, stems: new Set(entries.map((e) => e.stem)), words};
}

export function allowedEdits(word: string): number {
  if (word.length >= 8) return 2;
  return word.length >= 4 ? 1 : 0;
}

/**
 * Whether Pagefind finds the word as typed: a word of the site begins with it, or it is a stem with
 * an ending.
 */
export function isKnown(word: string, vocabulary: Vocabulary): boolean {
  const {words, stems} = vocabulary;
  if (words.some((w) => w.startsWith(word))) return true;
  // The stem may have lost a doubled letter ("installing": "instal") or an "e" ("making": "make").
  return endings.some((ending) => {
    if (!word.endsWith(ending)) return false;
    const bare = word.slice(0, -ending.length);
    return stems.has(bare) || stems.has(bare.slice(0, -1)) || stems.has(`${bare}e`);
  });
}

/**
 * The site's words closest to `word`, at most three, all as few edits away as the best. Compared
 * with the written form and the stem; without its ending, with the stem at one edit more
 * ("chekpointing": "checkpoint"), so a word written in full wins over a stem found by cutting the
 * typed word. The cut word is within reach by its own edits: "exsits" is "exsit", one swap from the
 * stem "exist", whose written form is "existing".
 */
export function closestWords(word: string, vocabulary: Vocabulary): Correction[] {
  const max = allowedEdits(word);
  if (!max) return [];
  const bare = endings
    .filter((e) => word.length - e.length >= 4 && word.endsWith(e))
    .map((e) => word.slice(0, -e.length));
  const found: Correction[] = [];
  for (const {stem, pages, form} of vocabulary.entries) {
    const toForm = form ? editDistance(word, form, max) : max + 1;
    let toStem = editDistance(word, stem, max);
    const cut = Math.min(max + 1, ...bare.map((b) => editDistance(b, stem, max)));
    if (Math.min(toForm, toStem, cut) > max) continue;
    toStem = Math.min(toStem, cut + 1);
    const distance = Math.min(toForm, toStem);
    found.push({word: toForm <= Math.min(toStem, max) ? form! : stem, distance, pages});
  }
  // Fewer edits first, then a word that starts the same (a typed word seldom goes wrong at its
  // first letter), then more pages.
  const sameStart = (c: Correction) => Number(c.word[0] === word[0]);
  found.sort((a, b) => a.distance - b.distance || sameStart(b) - sameStart(a) || b.pages - a.pages);
  return found.filter((c) => c.distance === found[0]!.distance).slice(0, 3);
}

/**
 * The words of a query that are not the site's, each with its closest words (words without any are
 * left out).
 */
export function corrections(terms: string[], vocabulary: Vocabulary): Map<string, Correction[]> {
  const found = new Map<string, Correction[]>();
  for (const term of terms) {
    if (!correctable.test(term) || isKnown(term, vocabulary)) continue;
    const closest = closestWords(term, vocabulary);
    if (closest.length) found.set(term, closest);
  }
  return found;
}

const shardsLoading = new Map<string, Promise<void>>();
const shardsLoaded = new Map<string, VocabularyEntry[]>();

/** The vocabulary files (first letters) a query's correctable words are in. */
export const shardsFor = (terms: string[]): string[] =>
  [...new Set(terms.filter((t) => correctable.test(t)).map(vocabularyShard))].sort();

/** The vocabulary of the given files, when this visit has fetched them all already. */
export function loadedVocabulary(shards: string[]): Vocabulary | undefined {
  if (!shards.every((shard) => shardsLoaded.has(shard))) return undefined;
  return vocabularyOf(shards.flatMap((shard) => shardsLoaded.get(shard)!));
}

/**
 * Fetches the vocabulary files a query needs, each once per visit, the first time a query needs it.
 */
export async function loadVocabulary(baseUrl: string, shards: string[]): Promise<Vocabulary> {
  const load = async (shard: string) => {
    const response = await fetch(`${baseUrl}${vocabularyPath(shard)}`);
    if (!response.ok) throw new Error(`vocabulary ${shard}: HTTP ${response.status}`);
    shardsLoaded.set(shard, parseVocabulary(await response.text()).entries);
  };
  for (const shard of shards) {
    if (shardsLoading.has(shard)) continue;
    const loading = load(shard);
    loading.catch(() => shardsLoading.delete(shard));
    shardsLoading.set(shard, loading);
  }
  await Promise.all(shards.map((shard) => shardsLoading.get(shard)));
  return loadedVocabulary(shards)!;
}
