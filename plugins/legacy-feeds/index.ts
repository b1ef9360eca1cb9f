// A plugin that copies the blog's feeds to the earlier site's /feed.xml and /atom.xml.
import fs from 'node:fs/promises';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export const legacyFeeds = [
  {from: 'feed.xml', to: 'blogs/rss.xml'},
  {from: 'atom.xml', to: 'blogs/atom.xml'},
] as const;

/** Counts the time waited here, not the clock: another plugin holding the event loop must not use up the wait. */
async function waitForFile(file: string, timeoutMs: number): Promise<void> {
  const step = 100;
  for (let waited = 0; ; waited += step) {
    try {
      await fs.access(file);
      return;
    } catch {
      if (waited >= timeoutMs) throw new Error(`legacy feeds: ${file} was never written`);
      await new Promise((r) => setTimeout(r, step));
    }
  }
}

/** The blog's feeds at the earlier site's addresses: a copy, as feed readers do not follow HTML redirects. */
export default function legacyFeedsPlugin(): Plugin {
  return {
    name: 'legacy-feeds',
    async postBuild({outDir, siteConfig}) {
      // A copy of the site (noIndex) has no feeds (config/blogOptions.ts).
      if (siteConfig.noIndex) return;
      for (const {from, to} of legacyFeeds) {
        // postBuild hooks run side by side; the blog writes its feeds in its own.
        await waitForFile(path.join(outDir, to), 60_000);
        await fs.copyFile(path.join(outDir, to), path.join(outDir, from));
      }
    },
  };
}
