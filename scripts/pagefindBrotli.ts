/**
 * Pagefind writes its index, page data and WebAssembly gzip-compressed, and
 * its browser code gunzips what it fetches unless the bytes already start
 * with Pagefind's signature. So the index and the WebAssembly are served as
 * they are where the browser takes no brotli, and as file.br, brotli of the
 * uncompressed bytes, where it does: about 10 % smaller for the index, 15 %
 * for the WebAssembly (README, "Search"). The page data (.pf_fragment) keep
 * Pagefind's gzip: with brotli, results showed later after the last key on a
 * slowed CPU (median 87-164 ms against 56-93 ms in four paired runs) for
 * 2-3 KiB less per query.
 */
import fs from 'node:fs';
import {promisify} from 'node:util';
import zlib from 'node:zlib';

const gunzip = promisify(zlib.gunzip);
const brotliCompress = promisify(zlib.brotliCompress);

/** The file kinds Pagefind compresses itself that get a .br: wasm.<lang>.pagefind, .pf_meta, .pf_index, .pf_filter. */
const pagefindFile = /(^|\/)wasm\.[\w-]+\.pagefind$|\.pf_(meta|index|filter)$/;
/** The first bytes of every Pagefind file once gunzipped. */
const signature = 'pagefind_dcd';

export const isPagefindFile = (file: string) => pagefindFile.test(file);

/**
 * Writes file.br beside a Pagefind file (off the main thread, so several run at once), when smaller than the file itself;
 * returns the bytes written (0 when none). A file that is not Pagefind's
 * gzip is an error naming it: the browser could not read what it would get.
 */
export async function pagefindBrotli(file: string): Promise<number> {
  const stored = await fs.promises.readFile(file);
  let raw: Buffer;
  try {
    raw = await gunzip(stored);
  } catch (err) {
    throw new Error(`${file}: not gzip, as Pagefind writes its files (${(err as Error).message})`, {cause: err});
  }
  if (raw.subarray(0, signature.length).toString('latin1') !== signature) {
    throw new Error(`${file}: gunzipped, it does not start with Pagefind's signature "${signature}"`);
  }
  const br = await brotliCompress(raw, {params: {[zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length}});
  await fs.promises.rm(`${file}.br`, {force: true});
  if (br.length >= stored.length) return 0;
  await fs.promises.writeFile(`${file}.br`, br);
  return br.length;
}
