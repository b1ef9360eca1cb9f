// The search: the Pagefind index written after the build, and the vocabulary read from it.
import path from 'node:path';
import {execFile} from 'node:child_process';
import {promisify} from 'node:util';
import {writeVocabulary} from './vocabulary';

const run = promisify(execFile);

/**
 * Word positions per part of the index, each part a download for a query with a word in it: at
 * Pagefind's default (20 000) a query of four words cost more than 150 KiB (maintaining/search.md).
 * The setting's name says it may change: Pagefind's version is pinned, and search-relevance.spec
 * measures the bytes.
 */
const indexPartPositions = 4000;

/**
 * The output pipeline's search-index step: Pagefind indexes the elements marked data-pagefind-body
 * into <outDir>/pagefind/, then the vocabulary is read from that index (vocabulary.ts). Pagefind's
 * CLI, not its Node API: the API is ESM-only and Docusaurus loads plugins through a CommonJS
 * loader.
 */
export async function writeSearchIndex({
  outDir,
  siteDir,
}: {
  outDir: string;
  siteDir: string;
}): Promise<void> {
  const bin = path.join(siteDir, 'node_modules/.bin/pagefind');
  try {
    const {stdout} = await run(bin, ['--site', outDir, '--output-subdir', 'pagefind', '--silent'], {
      maxBuffer: 16 << 20,
      env: {...process.env, PAGEFIND_UNSTABLE_INDEX_CHUNK_SIZE: String(indexPartPositions)},
    });
    if (stdout.trim()) console.log(stdout.trim());
  } catch (err) {
    const e = err as {stderr?: string; message: string};
    throw new Error(`search index: Pagefind failed: ${e.stderr || e.message}`, {cause: err});
  }
  writeVocabulary(path.join(outDir, 'pagefind'));
}
