import fs from 'node:fs/promises';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** The earlier site's feed addresses, and the feeds of today that answer them. */
export const legacyFeeds = [
  {from: 'feed.xml', to: 'blogs/rss.xml'},
  {from: 'atom.xml', to: 'blogs/atom.xml'},
] as const;

/**
 * Waits for another plugin to write a file. The time counted is the time
 * spent waiting here, not the clock: a plugin beside this one that holds the
 * event loop (a long synchronous step) must not use up the wait.
 */
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

/**
 * Copies the blog's feeds to /feed.xml and /atom.xml, where feed readers
 * subscribed to the earlier site still look. A copy, not a redirect page:
 * feed readers do not follow HTML redirects.
 */
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
