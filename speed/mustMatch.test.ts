import {test} from 'node:test';
import assert from 'node:assert/strict';
import {unmatched} from './mustMatch';

const expected = [
  {what: 'the alias to our matcher', module: /[\\/]speed[\\/]fast-route-matching[\\/]client[\\/]index\.ts$/},
  {what: 'the site config module', module: /[\\/]\.docusaurus[\\/]docusaurus\.config\.mjs$/},
];

test('a hook whose module is in the build counts as matched', () => {
  assert.deepEqual(unmatched(['/site/speed/fast-route-matching/client/index.ts', '/site/.docusaurus/docusaurus.config.mjs'], expected), []);
});

test('a hook whose module is missing is reported, by what it was for', () => {
  const missing = unmatched(['/site/node_modules/react-router-config/esm/react-router-config.js'], expected);
  assert.deepEqual(missing.map((m) => m.what), ['the alias to our matcher', 'the site config module']);
});
