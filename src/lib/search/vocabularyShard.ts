/**
 * The site's vocabulary (plugins/search-index/vocabulary.ts) is written in one
 * file per first letter, pagefind/vocabulary/<letter>.txt, so a correction
 * fetches only the files of the words it looks at: a long query of ordinary
 * words would otherwise add the whole vocabulary (18 KiB) to a first query
 * already near its 150 KiB budget. A correction never changes a word's first
 * letter (the site's words are compared with words of the same start).
 */
export const vocabularyShards = [...'abcdefghijklmnopqrstuvwxyz', '_'] as const;

/** The file a word's entries are in: its first letter a–z, else "_" (digits, accented letters). */
export const vocabularyShard = (word: string): string => (/^[a-z]/.test(word) ? word[0]! : '_');

/** The path of a shard's file, under the site's pagefind/ folder. */
export const vocabularyPath = (shard: string): string => `pagefind/vocabulary/${shard}.txt`;
