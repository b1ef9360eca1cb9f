import {test} from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {pinnedFiles, pinnedVersions} from './upstream';

const nodeModules = path.resolve(__dirname, '../node_modules');

test('the packages the speed layer hooks are the versions it was written for', () => {
  for (const [name, version] of Object.entries(pinnedVersions)) {
    const installed = (JSON.parse(fs.readFileSync(path.join(nodeModules, name, 'package.json'), 'utf8')) as {version: string}).version;
    assert.equal(
      installed,
      version,
      `${name} is ${installed}, the speed layer was written for ${version}: re-check each file of speed/upstream.ts from this package (see "Upgrading Docusaurus" in README.md), then update the version there`,
    );
  }
});

test('every upstream file a piece replaces, copies or hooks is unchanged', () => {
  const changed: string[] = [];
  for (const {piece, file, sha256, recheck} of pinnedFiles) {
    const full = path.join(nodeModules, file);
    if (!fs.existsSync(full)) {
      changed.push(`${piece}: node_modules/${file} is gone; ${recheck}`);
      continue;
    }
    const now = crypto.createHash('sha256').update(fs.readFileSync(full)).digest('hex');
    if (now !== sha256) changed.push(`${piece}: node_modules/${file} changed; ${recheck}`);
  }
  assert.deepEqual(changed, [], `speed layer pieces to re-check, then update the hash in speed/upstream.ts:\n${changed.join('\n')}`);
});

test('every piece of the table has its files pinned', () => {
  const pieces = new Set(pinnedFiles.map((entry) => entry.piece));
  for (const piece of ['stepped-start', 'route-data', 'fast-route-matching', 'slim-prism', 'slim-tslib', 'page-template', 'prefetch-when-idle', 'compile-hints']) {
    assert.ok(pieces.has(piece), `speed/upstream.ts pins no file for ${piece}`);
  }
});
