// The social cards' cache between builds: a card is drawn again only when what it shows changes.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {CardSpec} from './render';
import {fontFiles} from './fonts';
import {templateFiles} from './template';

/**
 * A fingerprint of everything that shapes a card besides its text: template code, logo, fonts, the
 * libraries' versions.
 */
export function templateVersion(): string {
  const hash = crypto.createHash('sha256');
  for (const file of [...templateFiles, ...fontFiles()]) hash.update(readFileSync(file));
  for (const pkg of ['satori', '@resvg/resvg-js']) {
    hash.update(`${pkg}@${(require(`${pkg}/package.json`) as {version: string}).version}`);
  }
  return hash.digest('hex');
}

export function cardKey(spec: CardSpec, template: string): string {
  const {title, date, authors, section} = spec;
  return crypto
    .createHash('sha256')
    .update(JSON.stringify({title, date, authors, section, template}))
    .digest('hex')
    .slice(0, 32);
}

/**
 * SITE_CARDS_CACHE: the scale bench gives each build an empty one (its copies share node_modules,
 * and this cache).
 */
export function cacheDir(siteDir: string, env = process.env): string {
  const elsewhere = env.SITE_CARDS_CACHE;
  return elsewhere
    ? path.resolve(elsewhere)
    : path.join(siteDir, 'node_modules', '.cache', 'social-cards');
}

export function cachedFile(dir: string, key: string): string {
  return path.join(dir, `${key}.png`);
}

/** Undefined when never drawn; a warm build reads no PNG. */
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

/** Drops the cards this build did not use, so the cache does not grow with every edit. */
export async function pruneCache(dir: string, used: Set<string>): Promise<void> {
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  await Promise.all(
    names
      .filter((n) => n.endsWith('.png') && !used.has(n.slice(0, -4)))
      .map((n) => fs.rm(path.join(dir, n), {force: true})),
  );
}
