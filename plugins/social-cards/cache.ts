import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {CardSpec} from './render';
import {fontFiles} from './fonts';
import {templateFiles} from './template';

/**
 * The drawn cards, kept between builds in node_modules/.cache/social-cards
 * (git-ignored, emptied by `npm run clear`) under a key made of what the card
 * shows and of the template, so a card is drawn again only when one of them
 * changes.
 */

/** A fingerprint of everything that shapes a card besides its text: our template code, the logo, the fonts, the drawing libraries' versions. */
export function templateVersion(): string {
  const hash = crypto.createHash('sha256');
  for (const file of [...templateFiles, ...fontFiles()]) hash.update(readFileSync(file));
  for (const pkg of ['satori', '@resvg/resvg-js']) hash.update(`${pkg}@${(require(`${pkg}/package.json`) as {version: string}).version}`);
  return hash.digest('hex');
}

/** The cache key of one card: its title, date, authors and section, and the template version. */
export function cardKey(spec: CardSpec, template: string): string {
  const {title, date, authors, section} = spec;
  return crypto.createHash('sha256').update(JSON.stringify({title, date, authors, section, template})).digest('hex').slice(0, 32);
}

/**
 * SITE_CARDS_CACHE puts the cache elsewhere: the scale bench gives each of its
 * builds an empty one, so every factor draws its cards cold (its copies share
 * the repository's node_modules, and with it this cache).
 */
export function cacheDir(siteDir: string): string {
  const elsewhere = process.env.SITE_CARDS_CACHE;
  return elsewhere ? path.resolve(elsewhere) : path.join(siteDir, 'node_modules', '.cache', 'social-cards');
}

/** Where the card of a key is kept. */
export function cachedFile(dir: string, key: string): string {
  return path.join(dir, `${key}.png`);
}

/** The size of the cached card of a key, or undefined when it was never drawn (a warm build reads no PNG). */
export async function cachedSize(dir: string, key: string): Promise<number | undefined> {
  try {
    return (await fs.stat(cachedFile(dir, key))).size;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

export async function writeCached(dir: string, key: string, png: Buffer): Promise<void> {
  await fs.mkdir(dir, {recursive: true});
  // Written under a temporary name and renamed, so an interrupted build never leaves half a card.
  const temporary = path.join(dir, `${key}.${process.pid}.tmp`);
  await fs.writeFile(temporary, png);
  await fs.rename(temporary, cachedFile(dir, key));
}

/** Drops the cached cards this build did not use, so the cache does not grow with every edit. */
export async function pruneCache(dir: string, used: Set<string>): Promise<void> {
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  await Promise.all(names.filter((n) => n.endsWith('.png') && !used.has(n.slice(0, -4))).map((n) => fs.rm(path.join(dir, n), {force: true})));
}
