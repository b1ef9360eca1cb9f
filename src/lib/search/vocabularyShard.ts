/**
 * The vocabulary comes in one file per first letter, so a correction fetches the files of its words
 * only: the whole (18 KiB) would push a long first query past its 150 KiB budget.
 */
export const vocabularyShards = [...'abcdefghijklmnopqrstuvwxyz', '_'] as const;

/** The file a word's entries are in: its first letter a–z, else "_" (digits, accented letters). */
export const vocabularyShard = (word: string): string => (/^[a-z]/.test(word) ? word[0]! : '_');

/** The path of a shard's file, under the site's pagefind/ folder. */
export const vocabularyPath = (shard: string): string => `pagefind/vocabulary/${shard}.txt`;
