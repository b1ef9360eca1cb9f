// The output pipeline's last step (SITE_PRECOMPRESS): file.gz and file.br beside every text file of
// 1 KiB or more, unless newer than it (maintaining/container.md); Pagefind's files get a .br only.
// One file per core at a time, on Node's thread pool: on two cores the test build takes 40-49 s,
// where one file after another took 56.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import zlib from 'node:zlib';
import {isPagefindFile, pagefindBrotli} from './pagefindBrotli';

const gzip = promisify(zlib.gzip);
const brotliCompress = promisify(zlib.brotliCompress);
const textTypes = /\.(html|js|css|json|xml|svg|txt|map|webmanifest)$/;

const files = (dir: string) =>
  fs
    .readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter(
      (entry) => !entry.isDirectory() && (textTypes.test(entry.name) || isPagefindFile(entry.name)),
    )
    .map((entry) => path.join(entry.parentPath, entry.name));

const fresh = (target: string, source: fs.Stats) =>
  fs.existsSync(target) && fs.statSync(target).mtimeMs >= source.mtimeMs;

/** The brotli settings this script uses for a file of that name and size. */
function brotliOptions(file: string, size: number): zlib.BrotliOptions {
  // The slowest, smallest setting for the few shared assets; a quicker one for the hundreds of
  // pages.
  const quality = /\.(js|css)$/.test(file) ? 11 : 9;
  return {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
    },
  };
}

/** A file's brotli encoding as this script writes it. */
export function brotli(file: string, data: Buffer): Buffer {
  return zlib.brotliCompressSync(data, brotliOptions(file, data.length));
}

type Totals = {files: number; bytes: number; gzip: number; brotli: number; fromCache: number};

// Encodings kept between builds by the sha256 of the settings and the bytes: `make` runs only for
// bytes never seen. A kept entry is copied in, never linked, so no build shares an inode with it.
function compressionCache(dir: string) {
  return async function cached(
    file: string,
    data: Buffer,
    settings: string,
    suffixes: string[],
    make: () => Promise<unknown>,
  ): Promise<boolean> {
    const key = crypto.createHash('sha256').update(`${settings}\0`).update(data).digest('hex');
    const kept = (suffix: string) => path.join(dir, key.slice(0, 2), `${key}${suffix}`);
    if (suffixes.every((suffix) => fs.existsSync(kept(suffix)))) {
      const now = new Date();
      for (const suffix of suffixes) {
        await fs.promises.copyFile(kept(suffix), `${file}${suffix}`);
        await fs.promises.utimes(kept(suffix), now, now);
      }
      return true;
    }
    await make();
    await fs.promises.mkdir(path.dirname(kept('')), {recursive: true});
    for (const suffix of suffixes) {
      if (!fs.existsSync(`${file}${suffix}`)) continue;
      // Written under another name, then renamed: a build that stops half way leaves no half entry.
      const partial = `${kept(suffix)}.${process.pid}`;
      await fs.promises.copyFile(`${file}${suffix}`, partial);
      await fs.promises.rename(partial, kept(suffix));
    }
    return false;
  };
}
type Cached = ReturnType<typeof compressionCache>;

/** Removes the cache's entries that no build has written or used for `days` days. */
export function forgetStale(dir: string, days = 30): void {
  if (!fs.existsSync(dir)) return;
  const before = Date.now() - days * 86_400_000;
  for (const entry of fs.readdirSync(dir, {recursive: true, withFileTypes: true})) {
    const file = path.join(entry.parentPath, entry.name);
    if (entry.isFile() && fs.statSync(file).mtimeMs < before) fs.rmSync(file);
  }
}
const uncached: Cached = async (_file, _data, _settings, _suffixes, make) => {
  await make();
  return false;
};

/** Writes `to` as a hard link to `from`, in place of whatever `to` was. */
async function linkTo(from: string, to: string): Promise<void> {
  await fs.promises.rm(to, {force: true});
  await fs.promises.link(from, to);
}

async function compressOne(
  file: string,
  totals: Totals,
  compressed: Map<string, Promise<string>>,
  cached: Cached,
): Promise<void> {
  const stat = fs.statSync(file);
  if (isPagefindFile(file)) {
    if (
      !fresh(`${file}.br`, stat) &&
      (await cached(file, await fs.promises.readFile(file), 'pagefind br', ['.br'], () =>
        pagefindBrotli(file),
      ))
    ) {
      totals.fromCache++;
    }
    return;
  }
  if (stat.size < 1024) return;
  // A page under a second name (plugins/address-forms) is a hard link to the first: so are its
  // encodings.
  const inode = `${stat.dev}:${stat.ino}`;
  const first = compressed.get(inode);
  if (first) {
    const original = await first;
    for (const suffix of ['.gz', '.br']) {
      if (!fresh(`${file}${suffix}`, stat)) {
        await linkTo(`${original}${suffix}`, `${file}${suffix}`);
      }
    }
    return;
  }
  let done = (_: string) => {};
  compressed.set(inode, new Promise((resolve) => (done = resolve)));
  const data = await fs.promises.readFile(file);
  totals.files++;
  totals.bytes += data.length;
  if (!fresh(`${file}.gz`, stat) || !fresh(`${file}.br`, stat)) {
    const options = brotliOptions(file, data.length);
    const settings = `gzip 9, brotli ${options.params![zlib.constants.BROTLI_PARAM_QUALITY]}`;
    const make = async () => {
      await fs.promises.writeFile(`${file}.gz`, await gzip(data, {level: 9}));
      await fs.promises.writeFile(`${file}.br`, await brotliCompress(data, options));
    };
    if (await cached(file, data, settings, ['.gz', '.br'], make)) totals.fromCache++;
  }
  totals.gzip += fs.statSync(`${file}.gz`).size;
  totals.brotli += fs.statSync(`${file}.br`).size;
  done(file);
}

/**
 * Compresses the build's text files that `only` accepts (by their path in `dir`), in place; totals
 * of the distinct files.
 */
export async function precompress(
  dir: string,
  only: (file: string) => boolean = () => true,
  cacheDir?: string,
): Promise<Totals> {
  const totals: Totals = {files: 0, bytes: 0, gzip: 0, brotli: 0, fromCache: 0};
  const cached = cacheDir ? compressionCache(cacheDir) : uncached;
  const waiting = files(dir).filter((file) =>
    only(path.relative(dir, file).split(path.sep).join('/')),
  );
  const compressed = new Map<string, Promise<string>>();
  const worker = async () => {
    for (let file = waiting.shift(); file !== undefined; file = waiting.shift()) {
      await compressOne(file, totals, compressed, cached);
    }
  };
  await Promise.all(Array.from({length: Math.max(1, os.availableParallelism())}, worker));
  if (cacheDir) forgetStale(cacheDir);
  return totals;
}
