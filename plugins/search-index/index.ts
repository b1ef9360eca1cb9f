import path from 'node:path';
import {execFile} from 'node:child_process';
import {promisify} from 'node:util';
import type {Plugin} from '@docusaurus/types';

const run = promisify(execFile);

/**
 * Builds the offline search index after the site is built: Pagefind reads the
 * rendered HTML and writes a split index to <outDir>/pagefind/, so a query
 * downloads only the fragments it needs. Only elements marked
 * data-pagefind-body (docs, blog posts, release posts) are indexed; the
 * navbar, footer, sidebars and archive notice stay out.
 * Pagefind's CLI is used rather than its Node API: the API is ESM-only and
 * Docusaurus loads plugins through a CommonJS loader.
 */
export default function searchIndexPlugin(): Plugin {
  return {
    name: 'search-index',
    async postBuild({outDir, siteDir}) {
      const bin = path.join(siteDir, 'node_modules/.bin/pagefind');
      try {
        const {stdout} = await run(bin, ['--site', outDir, '--output-subdir', 'pagefind', '--silent'], {maxBuffer: 16 << 20});
        if (stdout.trim()) console.log(stdout.trim());
      } catch (err) {
        const e = err as {stderr?: string; message: string};
        throw new Error(`search index: Pagefind failed: ${e.stderr || e.message}`, {cause: err});
      }
    },
  };
}
