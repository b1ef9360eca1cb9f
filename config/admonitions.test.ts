import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';

// The admonition types the site's pages can show (src/theme/Admonition/Types.tsx).
// Another type would render as `info`, with only a warning in the build's log.
const kept = ['info', 'caution'];

test('content uses only the admonition types the theme keeps', () => {
  const wrong: string[] = [];
  for (const dir of ['blog', 'release', 'docs']) {
    for (const file of fs.readdirSync(dir).filter((f) => /\.mdx?$/.test(f))) {
      const text = fs.readFileSync(path.join(dir, file), 'utf8');
      for (const [, type] of text.matchAll(/^ *:{3,}([A-Za-z]+)/gm)) {
        if (!kept.includes(type!)) wrong.push(`${dir}/${file}: :::${type}`);
      }
    }
  }
  assert.deepEqual(wrong, []);
});

test('the map of admonition types keeps exactly those', () => {
  const map = fs.readFileSync('src/theme/Admonition/Types.tsx', 'utf8');
  const keys = /admonitionTypes = \{([^}]*)\}/.exec(map)?.[1]?.match(/\w+(?=:)/g);
  assert.deepEqual(keys, kept);
});
