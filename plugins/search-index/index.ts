// The search: the content's search fields checked, then the Pagefind index written after the build.
import path from 'node:path';
import {execFile} from 'node:child_process';
import {promisify} from 'node:util';
import type {Plugin} from '@docusaurus/types';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import {writeVocabulary} from './vocabulary';
import {synonymCollisions, type Subject} from './synonymCollisions';
import {noticeOf} from '../../src/lib/notices';

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

/** Warns of a front-matter synonym that is another page's title (synonymCollisions.ts). */
export default function searchIndexPlugin(): Plugin {
  return {
    name: 'search-index',
    async allContentLoaded({allContent}) {
      // A warning as Docusaurus prints its own: the test build fails on any
      // (scripts/build-test.sh).
      for (const message of synonymCollisions(indexedSubjects(allContent))) {
        console.warn(`[WARNING] ${message}`);
      }
    },
  };
}
/** The posts and docs the index holds (not the short notices), with their front-matter synonyms. */
function indexedSubjects(
  allContent: Record<string, Record<string, unknown> | undefined>,
): Subject[] {
  const source = (s: string) => s.replace(/^@site\//, '');
  const blogs = Object.values(
    (allContent['docusaurus-plugin-content-blog'] ?? {}) as Record<string, BlogContent>,
  );
  const posts = blogs
    .flatMap((blog) => blog.blogPosts.map((p) => p.metadata))
    .filter((m) => !noticeOf(m));
  const docs =
    (allContent['docusaurus-plugin-content-docs'] as Record<string, DocsContent> | undefined)
      ?.default?.loadedVersions[0]?.docs ?? [];
  return [...posts, ...docs].map((m) => ({
    source: source(m.source),
    title: m.title,
    synonyms: (m.frontMatter as Subject).synonyms,
  }));
}
