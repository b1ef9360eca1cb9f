import fs from 'node:fs/promises';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * `.nojekyll` always (Jekyll drops names starting with `_`, such as search files); `CNAME` only at the root of a
 * custom domain, as Pages takes the domain from the branch (not *.github.io, not a preview's sub-path).
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
      for (const [name, text] of Object.entries(pagesRootFiles(siteConfig.url, siteConfig.baseUrl))) {
        await fs.writeFile(path.join(outDir, name), text);
      }
    },
  };
}
