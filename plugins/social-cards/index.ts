// A plugin that draws a sharing card (og:image) for every post, doc and page, within size limits.
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {cardPath} from '../../src/lib/socialCard';
import {
  cacheDir,
  cachedFile,
  cachedSize,
  cardKey,
  pruneCache,
  templateVersion,
  writeCached,
} from './cache';
import {collectCards} from './collect';
import {renderCard, type CardSpec} from './render';

/**
 * Link previews fetch these; a heavy card is slow to show, and all of them are deployed with every
 * build.
 */
export const maxCardBytes = 60 * 1024;
export const maxTotalBytes = 15 * 1024 * 1024;
/**
 * SITE_CARDS_MAX_TOTAL_MIB raises the total for a larger archive (the scale bench: 15 MiB per copy
 * of the archive).
 */
function totalLimit(): number {
  const value = process.env.SITE_CARDS_MAX_TOTAL_MIB;
  if (value === undefined || value === '') return maxTotalBytes;
  const mib = Number(value);
  if (!(mib > 0)) {
    throw new Error(`SITE_CARDS_MAX_TOTAL_MIB must be a positive number of MiB, not "${value}"`);
  }
  return mib * 1024 * 1024;
}
/**
 * Cards in flight at once: rasterising and compressing run on libuv's threads (four by default,
 * UV_THREADPOOL_SIZE) while the next card is laid out.
 */
const concurrency = 4;

export const cardListFile = 'cards.json';

/** `reused`: pages whose card came from the cache or from a twin drawn in this build. */
export type CardStats = {drawn: number; reused: number; bytes: number};

/**
 * Every card goes through the cache and is copied from there, so a warm build only stats and copies
 * files.
 */
export async function writeCards(
  cards: CardSpec[],
  outDir: string,
  cache: string,
): Promise<CardStats> {
  const template = templateVersion();
  const stats: CardStats = {drawn: 0, reused: 0, bytes: 0};
  // One drawing per key: twin posts (a short notice and the full post) share title, date and
  // author.
  const sizeByKey = new Map<string, Promise<number>>();
  const draw = async (card: CardSpec, key: string) => {
    const cached = await cachedSize(cache, key);
    if (cached !== undefined) return cached;
    const {png} = await renderCard(card);
    await writeCached(cache, key, png);
    stats.drawn++;
    return png.length;
  };
  const sizeOf = (card: CardSpec, key: string) => {
    if (!sizeByKey.has(key)) sizeByKey.set(key, draw(card, key));
    return sizeByKey.get(key)!;
  };
  const folders = new Map<string, Promise<unknown>>();
  const queue = [...cards];
  const worker = async () => {
    for (let card = queue.shift(); card; card = queue.shift()) {
      const key = cardKey(card, template);
      const size = await sizeOf(card, key);
      if (size > maxCardBytes) {
        throw new Error(
          `social card of ${card.permalink}: ${size} bytes, more than ${maxCardBytes}`,
        );
      }
      stats.bytes += size;
      const file = path.join(outDir, cardPath(card.permalink));
      const folder = path.dirname(file);
      if (!folders.has(folder)) folders.set(folder, fs.mkdir(folder, {recursive: true}));
      await folders.get(folder);
      await fs.copyFile(cachedFile(cache, key), file);
    }
  };
  await Promise.all(Array.from({length: concurrency}, worker));
  const limit = totalLimit();
  if (stats.bytes > limit) {
    throw new Error(`social cards: ${stats.bytes} bytes in all, more than ${limit}`);
  }
  stats.reused = cards.length - stats.drawn;
  await pruneCache(cache, new Set(sizeByKey.keys()));
  return stats;
}

/** A sharing card for every page (src/components/SocialCardMeta); not in `docusaurus start`. */
export default function socialCardsPlugin(context: LoadContext): Plugin {
  let cards: CardSpec[] = [];
  return {
    name: 'social-cards',
    async allContentLoaded({allContent}) {
      cards = collectCards(allContent as Parameters<typeof collectCards>[0], context.baseUrl);
    },
    async postBuild({outDir}) {
      const started = performance.now();
      const cache = cacheDir(context.siteDir);
      const stats = await writeCards(cards, outDir, cache);
      // The list of this build's cards, for `npm run bench` to time drawing them cold and warm.
      await fs.writeFile(path.join(cache, cardListFile), JSON.stringify(cards));
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(
        `[social-cards] ${cards.length} cards (${stats.drawn} drawn, ${stats.reused} from the cache), ` +
          `${(stats.bytes / 1024 / 1024).toFixed(1)} MiB, in ${seconds} s`,
      );
    },
  };
}
