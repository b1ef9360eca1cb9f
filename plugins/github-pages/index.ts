// A plugin that writes the files GitHub Pages reads at the branch's root (.nojekyll, CNAME).
import fs from 'node:fs/promises';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * `.nojekyll` in every build, so Pages serves the files as they are rather than through Jekyll,
 * which drops every name starting with `_` (such as the search vocabulary's file for words that
 * start with one); inside a preview's folder it is harmless. `CNAME`, the custom domain, which
 * Pages takes from the branch: without it the first publish would take podman.io off the site. Only
 * a build at the root of a custom domain has one: not a *.github.io address, not a build under a
 * sub-path (a preview).
 */
export function pagesRootFiles(url: string, baseUrl: string): Record<string, string> {
  const host = new URL(url).hostname;
  const domain = baseUrl === '/' && !host.endsWith('.github.io');
  return {'.nojekyll': '', ...(domain ? {CNAME: `${host}\n`} : {})};
}

export default function githubPagesPlugin(): Plugin {
  return {
    name: 'github-pages',
    async postBuild({outDir, siteConfig}) {
      for (const [name, text] of Object.entries(
        pagesRootFiles(siteConfig.url, siteConfig.baseUrl),
      )) {
        await fs.writeFile(path.join(outDir, name), text);
      }
    },
  };
}
