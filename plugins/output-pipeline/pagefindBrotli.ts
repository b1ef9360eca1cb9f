// Pagefind gzips its files and gunzips what it fetches unless it starts with its signature: so its
// index and WebAssembly also get a .br of their uncompressed bytes (maintaining/search.md). The
// page data (.pf_fragment) keep the gzip: with brotli, results came later after the last key on a
// slowed CPU, for 2-3 KiB less per query.
import fs from 'node:fs';
import {promisify} from 'node:util';
import zlib from 'node:zlib';

const gunzip = promisify(zlib.gunzip);
const brotliCompress = promisify(zlib.brotliCompress);

/**
 * The file kinds Pagefind compresses itself that get a .br: wasm.<lang>.pagefind, .pf_meta,
 * .pf_index, .pf_filter.
 */
const pagefindFile = /(^|\/)wasm\.[\w-]+\.pagefind$|\.pf_(meta|index|filter)$/;
/** The first bytes of every Pagefind file once gunzipped. */
const signature = 'pagefind_dcd';

export const isPagefindFile = (file: string) => pagefindFile.test(file);

/**
 * Writes file.br beside a Pagefind file when smaller than it; returns its bytes (0: none). Not
 * Pagefind's gzip: an error.
 */
export async function pagefindBrotli(file: string): Promise<number> {
  const stored = await fs.promises.readFile(file);
  let raw: Buffer;
  try {
    raw = await gunzip(stored);
  } catch (err) {
    throw new Error(`${file}: not gzip, as Pagefind writes its files (${(err as Error).message})`, {
      cause: err,
    });
  }
  if (raw.subarray(0, signature.length).toString('latin1') !== signature) {
    throw new Error(
      `${file}: gunzipped, it does not start with Pagefind's signature "${signature}"`,
    );
  }
  const br = await brotliCompress(raw, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
    },
  });
  await fs.promises.rm(`${file}.br`, {force: true});
  if (br.length >= stored.length) return 0;
  await fs.promises.writeFile(`${file}.br`, br);
  return br.length;
}
