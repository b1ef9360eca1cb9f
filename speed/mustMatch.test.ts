// Tests of speed/mustMatch.ts: which rewrites count, and what the messages name.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  countRewrites,
  reachedMessage,
  stockImports,
  unmatchedMessage,
  type Rewrite,
} from './mustMatch';

const alias: Rewrite = {
  what: "core's imports of react-router-config",
  from: /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]/,
  to: /[\\/]speed[\\/]fast-route-matching[\\/]client[\\/]index\.ts$/,
  stock: /[\\/]node_modules[\\/]react-router-config[\\/]/,
};
const replacement: Rewrite = {
  what: 'the replacement of the theme client module',
  from: /[\\/]\.docusaurus[\\/]client-modules\.js$/,
  request: /[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/,
  to: /[\\/]speed[\\/]slim-prism[\\/]client[\\/]noGrammarsHere\.ts$/,
};

test('counts an import by the hooked upstream module leading to ours as a rewrite', () => {
  const edges = [
    {
      from: '/site/node_modules/@docusaurus/core/lib/client/normalizeLocation.js',
      request: 'react-router-config',
      to: '/site/speed/fast-route-matching/client/index.ts',
    },
    {
      from: '/site/node_modules/@docusaurus/core/lib/client/exports/renderRoutes.js',
      request: 'react-router-config',
      to: '/site/speed/fast-route-matching/client/index.ts',
    },
    {
      from: '/site/.docusaurus/client-modules.js',
      request: '/site/node_modules/@docusaurus/theme-classic/lib/prism-include-languages',
      to: '/site/speed/slim-prism/client/noGrammarsHere.ts',
    },
  ];
  assert.deepEqual(countRewrites(edges, [alias, replacement]), [2, 1]);
});

test('counts no other import of our module as a rewrite', () => {
  // The module being in the build proves nothing: none of these is a rewrite.
  const ours = [
    {
      from: '/site/speed/stepped-start/client/sameRoutes.ts',
      request: '../../fast-route-matching/client',
      to: '/site/speed/fast-route-matching/client/index.ts',
    },
    {
      from: '/site/node_modules/@docusaurus/core/lib/client/normalizeLocation.js',
      request: 'react-router-config/esm/react-router-config.js',
      to: '/site/node_modules/react-router-config/esm/react-router-config.js',
    },
    // A request for another file of the theme that happens to lead to our module is not the
    // replacement.
    {
      from: '/site/.docusaurus/client-modules.js',
      request: '/site/speed/slim-prism/client/noGrammarsHere.ts',
      to: '/site/speed/slim-prism/client/noGrammarsHere.ts',
    },
  ];
  assert.deepEqual(countRewrites(ours, [alias, replacement]), [0, 0]);
});

test('names an upstream module still importing the stock module, and no other', () => {
  const stock = '/site/node_modules/react-router-config/esm/react-router-config.js';
  const edges = [
    {
      from: '/site/node_modules/@docusaurus/theme-common/lib/utils/routesUtils.js',
      request: 'react-router-config',
      to: stock,
    },
    {from: '/site/.docusaurus/client-modules.js', request: 'react-router-config', to: stock},
    {from: '/site/node_modules/some-package/index.js', request: 'react-router-config', to: stock},
    {
      from: '/site/speed/fast-route-matching/client/matchRoutes.test.ts',
      request: 'react-router-config',
      to: stock,
    },
  ];
  assert.deepEqual(stockImports(edges, [alias, replacement]), [
    "node_modules/@docusaurus/theme-common/lib/utils/routesUtils.js imports node_modules/react-router-config/esm/react-router-config.js, which core's imports of react-router-config stands in for",
    ".docusaurus/client-modules.js imports node_modules/react-router-config/esm/react-router-config.js, which core's imports of react-router-config stands in for",
  ]);
});

test('the messages name the piece, what went wrong, what to re-check and the switch', () => {
  const unmatched = unmatchedMessage(
    'fast-route-matching',
    [alias],
    "how core's lib/client imports react-router-config",
  );
  assert.match(
    unmatched,
    /^fast-route-matching: core's imports of react-router-config: 0 requests rewritten/,
  );
  assert.match(
    unmatched,
    /Re-check: how core's lib\/client imports react-router-config .*SITE_SPEED_OFF=fast-route-matching/,
  );
  const reached = reachedMessage('fast-route-matching', ['x imports y'], 'how core imports it');
  assert.match(
    reached,
    /^fast-route-matching: x imports y: the stock module would ship beside ours\./,
  );
  assert.match(reached, /Re-check: how core imports it .*SITE_SPEED_OFF=fast-route-matching/);
});
