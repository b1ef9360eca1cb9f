// Tests: content uses only the admonition types src/theme/Admonition/Types.tsx keeps.
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {siteMarkdown} from '../tests/content/postText';

// The admonition types the site's pages can show (src/theme/Admonition/Types.tsx).
// Another type would render as `info`, with only a warning in the build's log.
const kept = ['info', 'caution'];

test('content uses only the admonition types the theme keeps', () => {
  const wrong = siteMarkdown('.', ['blog', 'release', 'docs']).flatMap(({file, text}) =>
    [...text.matchAll(/^ *:{3,}([A-Za-z]+)/gm)]
      .filter(([, type]) => !kept.includes(type!))
      .map(([, type]) => `${file}: :::${type}`),
  );
  assert.deepEqual(wrong, []);
});

test('the map of admonition types keeps exactly those', () => {
  const map = fs.readFileSync('src/theme/Admonition/Types.tsx', 'utf8');
  const keys = /admonitionTypes = \{([^}]*)\}/.exec(map)?.[1]?.match(/\w+(?=:)/g);
  assert.deepEqual(keys, kept);
});
