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
 * Word positions per part of the index. Pagefind cuts its index, sorted by
 * word, into parts of about this many positions, and a query downloads each
 * part one of its words falls in. At Pagefind's default (20 000) the site made
 * six parts of 20-28 KiB, so a query of four words cost more than the 150 KiB
 * a first query may take (README, "Search"). Pagefind 1.6 reads the figure
 * from PAGEFIND_UNSTABLE_INDEX_CHUNK_SIZE, its only setting for it; the name
 * says it may change, so the version is pinned and search-relevance.spec
 * measures every query of the relevance set against the target.
 */
export const indexPartPositions = 4000;

/**
 * The output pipeline's search-index step (plugins/output-pipeline), after the
 * route data and before the pages' second names: Pagefind reads the
 * rendered HTML and writes a split index to <outDir>/pagefind/, so a query
 * downloads only the fragments it needs. Only elements marked
 * data-pagefind-body (docs, blog posts, release posts) are indexed; the
 * navbar, footer, sidebars and archive notice stay out.
 * Pagefind's CLI is used rather than its Node API: the API is ESM-only and
 * Docusaurus loads plugins through a CommonJS loader.
 * Then the site's vocabulary is read from that index for the dialog's
 * spelling correction (vocabulary.ts).
 */
export async function writeSearchIndex({outDir, siteDir}: {outDir: string; siteDir: string}): Promise<void> {
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

/**
 * The search index's plugin: once the content is loaded, it warns of a
 * front-matter synonym that is another page's title (synonymCollisions.ts).
 * The index itself is written by the output pipeline (writeSearchIndex above).
 */
export default function searchIndexPlugin(): Plugin {
  return {
    name: 'search-index',
    async allContentLoaded({allContent}) {
      // A warning as Docusaurus prints its own: the test build fails on any (scripts/build-test.sh).
      for (const message of synonymCollisions(indexedSubjects(allContent))) console.warn(`[WARNING] ${message}`);
    },
  };
}
/** The posts and docs the index holds (not the short notices), with their front-matter synonyms. */
function indexedSubjects(allContent: Record<string, Record<string, unknown> | undefined>): Subject[] {
  const source = (s: string) => s.replace(/^@site\//, '');
  const blogs = Object.values((allContent['docusaurus-plugin-content-blog'] ?? {}) as Record<string, BlogContent>);
  const posts = blogs.flatMap((blog) => blog.blogPosts.map((p) => p.metadata)).filter((m) => !noticeOf(m));
  const docs = (allContent['docusaurus-plugin-content-docs'] as Record<string, DocsContent> | undefined)?.default?.loadedVersions[0]?.docs ?? [];
  return [...posts, ...docs].map((m) => ({source: source(m.source), title: m.title, synonyms: (m.frontMatter as Subject).synonyms}));
}
