// Reads the words of the Pagefind index back, for the search dialog's spelling correction.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {decodeCbor, type CborValue} from './cbor';
import {
  vocabularyPath,
  vocabularyShard,
  vocabularyShards,
} from '../../src/lib/search/vocabularyShard';
import type {VocabularyEntry} from '../../src/components/SearchDialog/spelling';

/**
 * The vocabulary of the spelling correction (src/components/SearchDialog/spelling.ts), read from
 * the index Pagefind has just written: its stems, counted in pages, each with the form the pages
 * write most often ("bioinformat": "bioinformatics"), which a visitor misspells. One line per stem,
 * sorted: `stem count [form]`. Only words of letters: the dialog corrects no version, path or
 * command.
 */

/** Every Pagefind file starts with this once gunzipped; CBOR follows. */
const signature = 'pagefind_dcd';
/**
 * Stems outside these lengths are never a correction: too short to tell apart, or a joined-up path.
 */
const stemLengths = {min: 3, max: 24};
const wordOfLetters = /^\p{L}+$/u;

function readPagefindFile(file: string): CborValue {
  const raw = zlib.gunzipSync(fs.readFileSync(file));
  if (raw.subarray(0, signature.length).toString('latin1') !== signature) {
    throw new Error(`search vocabulary: ${file} does not start with Pagefind's signature`);
  }
  return decodeCbor(raw, signature.length).value;
}

const asArray = (value: CborValue | undefined, what: string): CborValue[] => {
  if (!Array.isArray(value)) {
    throw new Error(
      `search vocabulary: Pagefind's ${what} is not a list; its index format has changed`,
    );
  }
  return value;
};

/** A word as the page writes it, the way it is compared with what a visitor types. */
export const writtenForm = (token: string) =>
  token
    .toLowerCase()
    .replace(/[’']s$/, '')
    .replace(/[^\p{L}\p{N}]/gu, '');

/**
 * A page entry's word positions: each the step from the one before, from 0 again after a negative
 * number (a change of weight).
 */
export function wordPositions(encoded: number[]): number[] {
  const positions: number[] = [];
  let at = 0;
  for (const n of encoded) {
    if (n < 0) at = 0;
    else positions.push((at += n));
  }
  return positions;
}

/**
 * Whether a written word is a form of the stem, whose final "i" may stand for a "y" ("happi":
 * "happy").
 */
const writes = (form: string, stem: string) =>
  form.startsWith(stem) || (stem.endsWith('i') && form.startsWith(stem.slice(0, -1)));

/** Reads the index and page text under `pagefindDir` into stems, page counts and written forms. */
export function readVocabulary(pagefindDir: string): VocabularyEntry[] {
  const metaFile = fs.readdirSync(pagefindDir).find((f) => f.endsWith('.pf_meta'));
  if (!metaFile) throw new Error(`search vocabulary: no .pf_meta in ${pagefindDir}`);
  // The page list: [hash, word count, …] per page, in the order the index numbers them.
  const pages = asArray(
    asArray(readPagefindFile(path.join(pagefindDir, metaFile)), 'meta')[1],
    'page list',
  );
  const readPage = (page: number) => {
    const hash = asArray(pages[page], 'page entry')[0] as string;
    const raw = zlib.gunzipSync(
      fs.readFileSync(path.join(pagefindDir, 'fragment', `${hash}.pf_fragment`)),
    );
    return (
      JSON.parse(raw.subarray(signature.length).toString('utf8')) as {content: string}
    ).content.split(/\s+/);
  };
  const pageText = new Map<number, string[]>();
  const wordsOf = (page: number) =>
    pageText.get(page) ?? pageText.set(page, readPage(page)).get(page)!;

  const entries: VocabularyEntry[] = [];
  const indexDir = path.join(pagefindDir, 'index');
  for (const file of fs
    .readdirSync(indexDir)
    .filter((f) => f.endsWith('.pf_index'))
    .sort()) {
    for (const word of asArray(
      asArray(readPagefindFile(path.join(indexDir, file)), 'index part')[0],
      'word list',
    )) {
      // [stem, [[page, positions, meta positions], …], [[variant, pages], …]]
      const [stem, onPages, variants] = asArray(word, 'word entry') as [
        string,
        CborValue[],
        CborValue[] | undefined,
      ];
      if (
        !wordOfLetters.test(stem) ||
        stem.length < stemLengths.min ||
        stem.length > stemLengths.max
      ) {
        continue;
      }
      const pageLists = [
        onPages,
        ...(variants ?? []).map((v) => asArray(asArray(v, 'variant')[1], 'variant pages')),
      ];
      const seen = new Set<number>();
      const forms = new Map<string, number>();
      for (const list of pageLists) {
        // Pagefind writes each page number as the difference from the one before.
        let page = 0;
        for (const entry of list) {
          const [step, positions] = asArray(entry, 'page of a word') as [number, number[]];
          page += step;
          seen.add(page);
          for (const position of wordPositions(positions)) {
            const form = writtenForm(wordsOf(page)[position] ?? '');
            if (writes(form, stem)) forms.set(form, (forms.get(form) ?? 0) + 1);
          }
        }
      }
      const form = [...forms].sort(
        (a, b) => b[1] - a[1] || a[0].length - b[0].length || (a[0] < b[0] ? -1 : 1),
      )[0]?.[0];
      entries.push({
        stem,
        pages: seen.size,
        ...(form && form !== stem && wordOfLetters.test(form) ? {form} : {}),
      });
    }
  }
  // Code-unit order, not localeCompare: the browser's reader looks stems up by the same order.
  return entries.sort((a, b) => Number(a.stem > b.stem) - Number(a.stem < b.stem));
}

export const formatVocabulary = (entries: VocabularyEntry[]) =>
  `${entries.map((e) => [e.stem, e.pages, e.form].filter((x) => x !== undefined).join(' ')).join('\n')}\n`;

/**
 * Writes the vocabulary beside Pagefind's files, a file per first letter, empty or not: the dialog
 * may ask for any.
 */
export function writeVocabulary(pagefindDir: string): void {
  const entries = readVocabulary(pagefindDir);
  if (entries.length < 100) {
    throw new Error(
      `search vocabulary: only ${entries.length} words read from ${pagefindDir}; Pagefind's index format may have changed`,
    );
  }
  const siteDir = path.dirname(pagefindDir);
  fs.mkdirSync(path.join(siteDir, path.dirname(vocabularyPath('a'))), {recursive: true});
  for (const shard of vocabularyShards) {
    fs.writeFileSync(
      path.join(siteDir, vocabularyPath(shard)),
      formatVocabulary(entries.filter((e) => vocabularyShard(e.stem) === shard)),
    );
  }
}
