/**
 * tsx scripts/precompress.ts <build dir> — writes file.gz and file.br next to
 * every text file of the build (1 KiB or more), at high compression levels, so nginx serves them as they are (gzip_static, brotli_static)
 * instead of compressing each response again. Files already compressed and
 * newer than their source are left alone, so a second run is quick.
 * Pagefind's own files (the search index, see pagefindBrotli) get a file.br only.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {isPagefindFile, pagefindBrotli} from './pagefindBrotli';

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

/** A file's brotli encoding as this script writes it. */
export function brotli(file: string, data: Buffer): Buffer {
  // The slowest, smallest setting for the few shared assets; a quicker one for the hundreds of pages.
  const quality = /\.(js|css)$/.test(file) ? 11 : 9;
  return zlib.brotliCompressSync(data, {params: {[zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length}});
}

export function precompress(dir: string): {files: number; bytes: number; gzip: number; brotli: number} {
  const totals = {files: 0, bytes: 0, gzip: 0, brotli: 0};
  for (const file of files(dir)) {
    const stat = fs.statSync(file);
    if (isPagefindFile(file)) {
      if (!fresh(`${file}.br`, stat)) pagefindBrotli(file);
      continue;
    }
    if (stat.size < 1024) continue;
    const data = fs.readFileSync(file);
    totals.files++;
    totals.bytes += data.length;
    if (!fresh(`${file}.gz`, stat)) fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, {level: 9}));
    if (!fresh(`${file}.br`, stat)) fs.writeFileSync(`${file}.br`, brotli(file, data));
    totals.gzip += fs.statSync(`${file}.gz`).size;
    totals.brotli += fs.statSync(`${file}.br`).size;
  }
  return totals;
}

if (require.main === module) {
  const dir = process.argv[2] ?? 'build';
  const started = Date.now();
  const t = precompress(dir);
  const mb = (n: number) => (n / 1e6).toFixed(1);
  console.log(`precompressed ${t.files} files of ${dir}: ${mb(t.bytes)} MB -> gzip ${mb(t.gzip)} MB, brotli ${mb(t.brotli)} MB in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
