// Tests of the brotli copies of Pagefind's files: which files are Pagefind's, and what is written.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {isPagefindFile, pagefindBrotli} from './pagefindBrotli';
import {scratchDir} from '../../tests/fixtures/scratchDir';

// Pagefind files are told from the rest of the build.
for (const f of [
  'pagefind/wasm.en.pagefind',
  'pagefind/pagefind.en_5372.pf_meta',
  'pagefind/index/en_15b2b81.pf_index',
  'pagefind/filter/en_1.pf_filter',
]) {
  test(`${f} is a Pagefind file`, () => {
    assert.ok(isPagefindFile(f));
  });
}
// The page data keep Pagefind's gzip (see pagefindBrotli.ts).
for (const f of [
  'pagefind/fragment/en_f84.pf_fragment',
  'pagefind/pagefind.js',
  'pagefind/pagefind-entry.json',
  'assets/js/main.js',
  'pagefind/index/en_1.pf_index.br',
]) {
  test(`${f} is not a Pagefind file`, () => {
    assert.ok(!isPagefindFile(f));
  });
}

test('writes beside a Pagefind file the .br of its gunzipped bytes', async (t) => {
  const raw = Buffer.concat([Buffer.from('pagefind_dcd'), Buffer.from('word '.repeat(2000))]);
  const dir = scratchDir(t, 'pagefind-brotli-', {'en_1.pf_index': zlib.gzipSync(raw, {level: 1})});
  const file = path.join(dir, 'en_1.pf_index');
  const written = await pagefindBrotli(file);
  assert.ok(written > 0 && written < fs.statSync(file).size);
  assert.deepEqual(zlib.brotliDecompressSync(fs.readFileSync(`${file}.br`)), raw);
});

test('refuses a file that is not Pagefind gzip, naming it', async (t) => {
  const dir = scratchDir(t, 'pagefind-brotli-', {
    'en_2.pf_index': 'not compressed',
    'wasm.en.pagefind': zlib.gzipSync(Buffer.from('something else entirely')),
  });
  await assert.rejects(pagefindBrotli(path.join(dir, 'en_2.pf_index')), /en_2\.pf_index: not gzip/);
  await assert.rejects(
    pagefindBrotli(path.join(dir, 'wasm.en.pagefind')),
    /wasm\.en\.pagefind: gunzipped, it does not start with Pagefind's signature/,
  );
});
