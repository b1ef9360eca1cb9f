/**
 * tsx scripts/precompress.ts <build dir> — writes file.gz and file.br next to
 * every text file of the build (1 KiB or more), at high compression levels, so nginx serves them as they are (gzip_static, brotli_static)
 * instead of compressing each response again. Files already compressed and
 * newer than their source are left alone, so a second run is quick.
 * Pagefind's own files (the search index, see pagefindBrotli) get a file.br only.
 * The compression runs on Node's thread pool, one file per core at a time: on
 * two cores the test build takes 40-49 s, where one file after another took 56.
 * A build with SITE_PRECOMPRESS=1 runs it as its last step (plugins/output-pipeline);
 * by hand, or from the benches, it is for a build made without that (an older
 * commit's, for `npm run bench:side-by-side`).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import zlib from 'node:zlib';
import {isPagefindFile, pagefindBrotli} from './pagefindBrotli';

const gzip = promisify(zlib.gzip);
const brotliCompress = promisify(zlib.brotliCompress);
const textTypes = /\.(html|js|css|json|xml|svg|txt|map|webmanifest)$/;

function* files(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (textTypes.test(entry.name) || isPagefindFile(entry.name)) yield full;
  }
}

function fresh(target: string, source: fs.Stats): boolean {
  return fs.existsSync(target) && fs.statSync(target).mtimeMs >= source.mtimeMs;
}

/** The brotli settings this script uses for a file of that name and size. */
function brotliOptions(file: string, size: number): zlib.BrotliOptions {
  // The slowest, smallest setting for the few shared assets; a quicker one for the hundreds of pages.
  const quality = /\.(js|css)$/.test(file) ? 11 : 9;
  return {params: {[zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size}};
}

/** A file's brotli encoding as this script writes it. */
export function brotli(file: string, data: Buffer): Buffer {
  return zlib.brotliCompressSync(data, brotliOptions(file, data.length));
}

type Totals = {files: number; bytes: number; gzip: number; brotli: number};

/** Writes `to` as a hard link to `from`, in place of whatever `to` was. */
async function linkTo(from: string, to: string): Promise<void> {
  await fs.promises.rm(to, {force: true});
  await fs.promises.link(from, to);
}

async function compressOne(file: string, totals: Totals, compressed: Map<string, Promise<string>>): Promise<void> {
  const stat = fs.statSync(file);
  if (isPagefindFile(file)) {
    if (!fresh(`${file}.br`, stat)) await pagefindBrotli(file);
    return;
  }
  if (stat.size < 1024) return;
  // A page under a second name (plugins/address-forms) is a hard link to the
  // first: its compressed files are links to the first's too.
  const inode = `${stat.dev}:${stat.ino}`;
  const first = compressed.get(inode);
  if (first) {
    const original = await first;
    if (!fresh(`${file}.gz`, stat)) await linkTo(`${original}.gz`, `${file}.gz`);
    if (!fresh(`${file}.br`, stat)) await linkTo(`${original}.br`, `${file}.br`);
    return;
  }
  let done = (_: string) => {};
  compressed.set(inode, new Promise((resolve) => (done = resolve)));
  const data = await fs.promises.readFile(file);
  totals.files++;
  totals.bytes += data.length;
  if (!fresh(`${file}.gz`, stat)) await fs.promises.writeFile(`${file}.gz`, await gzip(data, {level: 9}));
  if (!fresh(`${file}.br`, stat)) await fs.promises.writeFile(`${file}.br`, await brotliCompress(data, brotliOptions(file, data.length)));
  totals.gzip += fs.statSync(`${file}.gz`).size;
  totals.brotli += fs.statSync(`${file}.br`).size;
  done(file);
}

/**
 * Compresses the build's text files in place, those `only` accepts (by their
 * path relative to `dir`, with forward slashes) when given; returns the
 * totals of the distinct files.
 */
export async function precompress(dir: string, only: (file: string) => boolean = () => true): Promise<Totals> {
  const totals: Totals = {files: 0, bytes: 0, gzip: 0, brotli: 0};
  const waiting = [...files(dir)].filter((file) => only(path.relative(dir, file).split(path.sep).join('/')));
  const compressed = new Map<string, Promise<string>>();
  const worker = async () => {
    for (let file = waiting.shift(); file !== undefined; file = waiting.shift()) await compressOne(file, totals, compressed);
  };
  await Promise.all(Array.from({length: Math.max(1, os.availableParallelism())}, worker));
  return totals;
}

if (require.main === module) {
  const dir = process.argv[2] ?? 'build';
  const started = Date.now();
  precompress(dir).then(
    (t) => {
      const mb = (n: number) => (n / 1e6).toFixed(1);
      console.log(`precompressed ${t.files} files of ${dir}: ${mb(t.bytes)} MB -> gzip ${mb(t.gzip)} MB, brotli ${mb(t.brotli)} MB in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    },
    (err: Error) => {
      console.error(`precompress ${dir}: ${err.message}`);
      process.exit(1);
    },
  );
}
