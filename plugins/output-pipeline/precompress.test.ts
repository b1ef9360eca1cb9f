// Tests of the .gz and .br written beside the build's text files for nginx.
import {test, type TestContext} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {precompress} from './precompress';
import {scratchDir} from '../../tests/fixtures/scratchDir';

const features = '<!DOCTYPE html><p>' + 'containers without a daemon '.repeat(200) + '</p>';

/**
 * A page, its second name (a hard link, as plugins/address-forms makes it) and a small file,
 * precompressed.
 */
async function precompressed(t: TestContext): Promise<string> {
  const dir = scratchDir(t, 'precompress-', {'features.html': features, 'small.css': 'a{}'});
  fs.mkdirSync(path.join(dir, 'features'));
  fs.linkSync(path.join(dir, 'features.html'), path.join(dir, 'features/index.html'));
  assert.equal((await precompress(dir)).files, 1, 'the page and its second name count once');
  return dir;
}

test('writes a .gz and a .br of every text file of 1 KiB or more', async (t) => {
  const dir = await precompressed(t);
  const page = features;
  for (const name of ['features.html', 'features/index.html']) {
    assert.equal(
      zlib.gunzipSync(fs.readFileSync(path.join(dir, `${name}.gz`))).toString(),
      page,
      name,
    );
    assert.equal(
      zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, `${name}.br`))).toString(),
      page,
      name,
    );
  }
  assert.ok(!fs.existsSync(path.join(dir, 'small.css.gz')), 'a file under 1 KiB is sent as it is');
});

test("shares a page's encodings with its second name", async (t) => {
  const dir = await precompressed(t);
  assert.equal(
    fs.statSync(path.join(dir, 'features/index.html.br')).ino,
    fs.statSync(path.join(dir, 'features.html.br')).ino,
  );
});

const community = '<!DOCTYPE html><p>' + 'pods and containers '.repeat(200) + '</p>';

/**
 * Two builds sharing a cache: the first's page, and the second's renamed, changed and same-bytes
 * script copies.
 */
async function twoBuilds(t: TestContext): Promise<{first: string; second: string}> {
  const cache = scratchDir(t, 'precompress-cache-');
  const page = community;
  const first = scratchDir(t, 'precompress-a-', {'community.html': page});
  assert.equal((await precompress(first, undefined, cache)).fromCache, 0);
  // The same bytes as a script take brotli's other setting: not the page's entry.
  const second = scratchDir(t, 'precompress-b-', {
    'renamed.html': page,
    'changed.html': `${page}<p>one more line</p>`,
    'same-bytes.js': page,
  });
  assert.equal((await precompress(second, undefined, cache)).fromCache, 1);
  return {first, second};
}

test('copies into the next build what the cache holds, under any name', async (t) => {
  const {first, second} = await twoBuilds(t);
  for (const suffix of ['.gz', '.br']) {
    assert.deepEqual(
      fs.readFileSync(path.join(second, `renamed.html${suffix}`)),
      fs.readFileSync(path.join(first, `community.html${suffix}`)),
      suffix,
    );
    assert.notEqual(
      fs.statSync(path.join(second, `renamed.html${suffix}`)).ino,
      fs.statSync(path.join(first, `community.html${suffix}`)).ino,
      'copied, not linked',
    );
  }
});

test('compresses the bytes the cache has not got', async (t) => {
  const {second} = await twoBuilds(t);
  const page = community;
  assert.equal(
    zlib.brotliDecompressSync(fs.readFileSync(path.join(second, 'changed.html.br'))).toString(),
    `${page}<p>one more line</p>`,
  );
  assert.equal(
    zlib.brotliDecompressSync(fs.readFileSync(path.join(second, 'same-bytes.js.br'))).toString(),
    page,
  );
});

test('keeps only the cache entries a build used in the last 30 days', async (t) => {
  const cache = scratchDir(t, 'precompress-cache-');
  const site = scratchDir(t, 'precompress-c-', {
    'used.html': `<p>${'kept '.repeat(400)}</p>`,
    'gone.html': `<p>${'dropped '.repeat(400)}</p>`,
  });
  await precompress(site, undefined, cache);
  const entries = () =>
    fs.readdirSync(cache, {recursive: true, encoding: 'utf8'}).filter((f) => /\.(gz|br)$/.test(f));
  assert.equal(entries().length, 4);
  const old = new Date(Date.now() - 31 * 86_400_000);
  for (const entry of entries()) fs.utimesSync(path.join(cache, entry), old, old);
  fs.rmSync(path.join(site, 'gone.html'));
  for (const f of fs.readdirSync(site).filter((f) => /\.(gz|br)$/.test(f))) {
    fs.rmSync(path.join(site, f));
  }
  await precompress(site, undefined, cache);
  assert.equal(entries().length, 2, 'only the entries of used.html are left');
});
