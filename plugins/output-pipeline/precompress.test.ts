// Tests of the .gz and .br written beside the build's text files for nginx.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {precompress} from './precompress';
import {scratchDir} from '../../tests/fixtures/scratchDir';

test('every text file of 1 KiB or more gets a .gz and a .br that decode to it; a second name of a page shares them', async (t) => {
  const page = '<!DOCTYPE html><p>' + 'containers without a daemon '.repeat(200) + '</p>';
  const dir = scratchDir(t, 'precompress-', {'features.html': page, 'small.css': 'a{}'});
  fs.mkdirSync(path.join(dir, 'features'));
  fs.linkSync(path.join(dir, 'features.html'), path.join(dir, 'features/index.html'));
  assert.equal((await precompress(dir)).files, 1, 'the page and its second name count once');
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
  assert.equal(
    fs.statSync(path.join(dir, 'features/index.html.br')).ino,
    fs.statSync(path.join(dir, 'features.html.br')).ino,
  );
  assert.ok(!fs.existsSync(path.join(dir, 'small.css.gz')), 'a file under 1 KiB is sent as it is');
});

test('with a cache, bytes compressed by one build are copied into the next, under any name; other bytes are compressed', async (t) => {
  const cache = scratchDir(t, 'precompress-cache-');
  const page = '<!DOCTYPE html><p>' + 'pods and containers '.repeat(200) + '</p>';
  const first = scratchDir(t, 'precompress-a-', {'community.html': page});
  assert.equal((await precompress(first, undefined, cache)).fromCache, 0);
  // The same bytes as a script take brotli's other setting: not the page's entry.
  const second = scratchDir(t, 'precompress-b-', {
    'renamed.html': page,
    'changed.html': `${page}<p>one more line</p>`,
    'same-bytes.js': page,
  });
  assert.equal((await precompress(second, undefined, cache)).fromCache, 1);
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
  assert.equal(
    zlib.brotliDecompressSync(fs.readFileSync(path.join(second, 'changed.html.br'))).toString(),
    `${page}<p>one more line</p>`,
  );
  assert.equal(
    zlib.brotliDecompressSync(fs.readFileSync(path.join(second, 'same-bytes.js.br'))).toString(),
    page,
  );
});

test('an entry of the cache that no build used for 30 days goes; a used one stays', async (t) => {
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
