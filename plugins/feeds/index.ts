// The feeds after the blog plugin writes them: authors in RSS and a self link in each, then copied
// to the earlier site's /feed.xml and /atom.xml.
import fs from 'node:fs/promises';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {atomAuthors, withRssCreators} from './authors';
import {withSelfLink} from './selfLinks';

/** The two blogs' route base paths, whose feeds the blog plugin writes (config/blogOptions.ts). */
export const feedDirs = ['blogs', 'release'] as const;

export const legacyFeeds = [
  {from: 'feed.xml', to: 'blogs/rss.xml'},
  {from: 'atom.xml', to: 'blogs/atom.xml'},
] as const;

/** A feed as the blog plugin left it: the whole file, once its last line is there. */
const complete: Record<string, (text: string) => boolean> = {
  'rss.xml': (text) => text.trimEnd().endsWith('</rss>'),
  'atom.xml': (text) => text.trimEnd().endsWith('</feed>'),
  'feed.json': (text) => text.trimEnd().endsWith('}'),
};

/**
 * Counts the time waited here, not the clock: another plugin holding the event loop must not use up
 * the wait.
 */
async function readWhole(file: string, timeoutMs: number): Promise<string> {
  const step = 100;
  for (let waited = 0; ; waited += step) {
    const text = await fs.readFile(file, 'utf8').catch(() => '');
    if (complete[path.basename(file)]!(text)) return text;
    if (waited >= timeoutMs) throw new Error(`feeds: ${file} was never written whole`);
    await new Promise((r) => setTimeout(r, step));
  }
}

/** Replaces the file in one rename, so nothing reads it half written. */
async function replace(file: string, text: string): Promise<void> {
  await fs.writeFile(`${file}.tmp`, text);
  await fs.rename(`${file}.tmp`, file);
}

/**
 * The feeds once the blog plugin has written them: authors where the feed library leaves them out
 * (./authors.ts) and each feed's own address (./selfLinks.ts), then the blog's feeds at the earlier
 * site's addresses, a copy naming its own, as feed readers do not follow HTML redirects. Which
 * posts, titles and authors the feeds carry is ./feedItems.ts's, in the blog plugin itself.
 */
export default function feedsPlugin(): Plugin {
  return {
    name: 'feeds',
    async postBuild({outDir, siteConfig}) {
      // A copy of the site (noIndex) has no feeds (config/blogOptions.ts).
      if (siteConfig.noIndex) return;
      /**
       * Writes the feed at `file` (and at an earlier address that copies it), each naming its own
       * address.
       */
      const write = async (file: string, text: string) => {
        for (const at of [file, ...legacyFeeds.filter((f) => f.to === file).map((f) => f.from)]) {
          await replace(
            path.join(outDir, at),
            withSelfLink(text, `${siteConfig.url}${siteConfig.baseUrl}${at}`),
          );
        }
      };
      for (const dir of feedDirs) {
        const file = (name: string) => path.join(outDir, dir, name);
        // postBuild hooks run side by side; the blog writes its feeds in its own.
        const [rss, atom, json] = await Promise.all(
          ['rss.xml', 'atom.xml', 'feed.json'].map((name) => readWhole(file(name), 60_000)),
        );
        await write(`${dir}/rss.xml`, withRssCreators(rss!, atomAuthors(atom!)));
        await write(`${dir}/atom.xml`, atom!);
        await write(`${dir}/feed.json`, json!);
      }
    },
  };
}
