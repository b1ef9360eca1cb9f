import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {precompress} from './precompress';

test('every text file of 1 KiB or more gets a .gz and a .br that decode to it; a second name of a page shares them', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
  const page = '<!DOCTYPE html><p>' + 'containers without a daemon '.repeat(200) + '</p>';
  fs.writeFileSync(path.join(dir, 'features.html'), page);
  fs.mkdirSync(path.join(dir, 'features'));
  fs.linkSync(path.join(dir, 'features.html'), path.join(dir, 'features/index.html'));
  fs.writeFileSync(path.join(dir, 'small.css'), 'a{}');
  const totals = await precompress(dir);
  assert.equal(totals.files, 1, 'the page and its second name count once');
  for (const name of ['features.html', 'features/index.html']) {
    assert.equal(zlib.gunzipSync(fs.readFileSync(path.join(dir, `${name}.gz`))).toString(), page, name);
    assert.equal(zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, `${name}.br`))).toString(), page, name);
  }
  assert.equal(fs.statSync(path.join(dir, 'features/index.html.br')).ino, fs.statSync(path.join(dir, 'features.html.br')).ino);
  assert.ok(!fs.existsSync(path.join(dir, 'small.css.gz')), 'a file under 1 KiB is sent as it is');
});
