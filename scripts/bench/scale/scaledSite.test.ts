import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {siteEntries} from './scaledSite';

// The copy once lacked speed/ (added to the config later), and every scaled build failed to load the config.
test('the scaled copy holds every local folder or file the site config imports', () => {
  const repo = path.resolve(__dirname, '../../..');
  const config = fs.readFileSync(path.join(repo, 'docusaurus.config.ts'), 'utf8');
  const imported = [...config.matchAll(/from '\.\/([^'/]+)/g)].map((m) => m[1]!);
  assert.ok(imported.length > 5, 'docusaurus.config.ts imports local modules');
  for (const first of imported) {
    const entry = siteEntries.find((e) => e === first || e.replace(/\.ts$/, '') === first);
    assert.ok(entry, `docusaurus.config.ts imports ./${first}, which scripts/bench/scale/scaledSite.ts does not copy (siteEntries)`);
  }
});
