// Tests: each piece's guard passes on upstream code as it is and stops a compile when that code
// changes.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {rspack} from '@rspack/core';
import {compileWithPiece} from '../tests/fixtures/guardCompile';
import fastRouteMatchingPlugin from './fast-route-matching/plugin';
import slimPrismPlugin from './slim-prism/plugin';
import {routeDataPiece} from './route-data/plugin';
import steppedStartPlugin from './stepped-start/plugin';
import {RouteTablePlugin} from './route-data/plugin/RouteTablePlugin';

// Each guard passing on stand-ins of upstream code shaped as in Docusaurus 3.10.2, placed where the
// real files are so the pieces' rules apply, and stopping a small compile when that code changes.

const site = path.resolve(__dirname, '..');
const core = 'node_modules/@docusaurus/core/lib/client';
const theme = 'node_modules/@docusaurus/theme-classic/lib';

/**
 * The one error a compile is expected to end with, checked to name the piece and what to re-check.
 */
function stoppedBy(
  errors: string[],
  piece: string,
  what: RegExp,
  kind = /0 requests rewritten/,
): void {
  assert.equal(errors.length, 1, errors.join('\n'));
  for (const pattern of [new RegExp(`Error: ${piece}: .*${kind.source}`), what, /Re-check: /]) {
    assert.match(errors[0] ?? '', pattern);
  }
}

/**
 * Stopped because upstream code still reaches a stock module, or a module that must be gone is in.
 */
const reachedBy = (errors: string[], piece: string, what: RegExp) =>
  stoppedBy(errors, piece, what, /the stock module would ship beside ours/);

const newcomer = 'node_modules/@docusaurus/theme-common/lib/utils/newcomer.js';
/**
 * The message naming the newcomer as an importer of the stock module `stock` (a pattern under
 * node_modules).
 */
const newcomerImports = (stock: string) =>
  new RegExp(`${newcomer.replaceAll('.', '\\.')} imports node_modules/${stock}`);

/** fast-route-matching's guard on core's import of the matcher as `request`, beside a newcomer. */
const fastRouteMatchingBuild = (request: string, newcomerCode = 'export default 1;') =>
  compileWithPiece(fastRouteMatchingPlugin(), {
    files: {
      [`${core}/normalizeLocation.js`]: `import {matchRoutes} from '${request}'; export default matchRoutes;`,
      [newcomer]: newcomerCode,
    },
    // Our own code importing the matcher directly too, as stepped-start's sameRoutes.ts does.
    imports: [
      `${core}/normalizeLocation.js`,
      newcomer,
      `${site}/speed/fast-route-matching/client/index.ts`,
    ],
  });

test("fast-route-matching: stops when core's import of the matcher changes, not ours", async () => {
  assert.deepEqual(await fastRouteMatchingBuild('react-router-config'), []);
  stoppedBy(
    await fastRouteMatchingBuild('react-router-config/esm/react-router-config.js'),
    'fast-route-matching',
    /core's client imports of react-router-config/,
  );
});

test('fast-route-matching: stops when a new upstream module imports the matcher', async () => {
  const reached = await fastRouteMatchingBuild(
    'react-router-config',
    "import {matchRoutes} from 'react-router-config'; export default matchRoutes;",
  );
  reachedBy(
    reached,
    'fast-route-matching',
    newcomerImports(
      "react-router-config/.*, which core's client imports of react-router-config stands in for",
    ),
  );
});

/** slim-prism's guard on the theme's highlighter import and grammars file, beside a newcomer. */
const slimPrismBuild = (
  prismRequest: string,
  grammarsFile = 'prism-include-languages',
  newcomerCode = 'export default 1;',
) =>
  compileWithPiece(slimPrismPlugin(), {
    files: {
      [`${theme}/theme/CodeBlock/Content/index.js`]: `export {Highlight} from '${prismRequest}';`,
      [`${theme}/${grammarsFile}.js`]: 'export default 1;',
      '.docusaurus/client-modules.js': `export default [require('../${theme}/${grammarsFile}')];`,
      [newcomer]: newcomerCode,
      // What our Highlight reads of the theme (the server's colours), without its imports.
      'theme-common.js': 'export const useThemeConfig = () => ({});',
    },
    imports: [
      '.docusaurus/client-modules.js',
      `${theme}/theme/CodeBlock/Content/index.js`,
      newcomer,
    ],
    aliases: {'@docusaurus/theme-common': 'theme-common.js'},
  });

test("slim-prism: stops when the theme's highlighter import or grammars change", async () => {
  assert.deepEqual(await slimPrismBuild('prism-react-renderer'), []);
  stoppedBy(
    await slimPrismBuild('prism-react-renderer/dist/index.mjs'),
    'slim-prism',
    /theme-classic's imports of prism-react-renderer/,
  );
  stoppedBy(
    await slimPrismBuild('prism-react-renderer', 'prism-languages'),
    'slim-prism',
    /the replacement of theme-classic's prism-include-languages/,
  );
});

test('slim-prism: stops when a new upstream module imports the highlighter', async () => {
  const reached = await slimPrismBuild(
    'prism-react-renderer',
    undefined,
    "export {Prism as default} from 'prism-react-renderer';",
  );
  reachedBy(reached, 'slim-prism', newcomerImports('prism-react-renderer/'));
});

type Names = {docusaurus: string; preload: string; routes: string; registry: string};
const usual: Names = {
  docusaurus: 'docusaurus',
  preload: 'preload',
  routes: 'routes.js',
  registry: 'registry.js',
};

/**
 * route-data's guard on stand-ins of core's client and the generated files, named as given, from an
 * entry that imports `entry`.
 */
const routeDataBuild = (
  entryReplaced: boolean,
  names: Names = usual,
  entry = [`${core}/clientEntry.js`],
) =>
  compileWithPiece(
    routeDataPiece({entryReplaced}).plugin({generatedFilesDir: '/nonexistent'} as LoadContext),
    {
      files: {
        [`${core}/${names.docusaurus}.js`]: 'export default {};',
        [`${core}/${names.preload}.js`]: 'export default () => Promise.resolve();',
        [`${core}/clientEntry.js`]: `import docusaurus from './${names.docusaurus}'; export default docusaurus;`,
        [`${core}/PendingNavigation.js`]: `import preload from './${names.preload}'; import routes from '@generated/routes'; export default [preload, routes];`,
        [`.docusaurus/${names.routes}`]: 'export default [];',
        [`.docusaurus/${names.registry}`]:
          'export default {a: [() => import(/* webpackChunkName: "a" */ "./page.js")]};',
        '.docusaurus/page.js': 'export default 1;',
        'theme/Loading.js': 'export default () => null;',
        // Ours, where stepped-start's app.tsx imported core's docusaurus.js until the guard stopped
        // counting it.
        'speed/stepped-start/client/app.js': `import d from '../../../${core}/docusaurus.js'; export default d;`,
      },
      imports: [...entry, `${core}/PendingNavigation.js`, `.docusaurus/${names.registry}`],
      aliases: {
        '@generated/routes': `.docusaurus/${names.routes}`,
        '@generated/registry': `.docusaurus/${names.registry}`,
        '@theme/Loading': 'theme/Loading.js',
        '@theme/NotFound': 'theme/Loading.js',
      },
      // The route table needs a whole site's generated files.
      keep: (plugin) => !(plugin instanceof RouteTablePlugin),
    },
  );

test('route-data: stops when a replaced core file or the registry changes', async () => {
  assert.deepEqual(await routeDataBuild(false), []);
  stoppedBy(
    await routeDataBuild(false, {...usual, docusaurus: 'globalDocusaurus'}),
    'route-data',
    /the replacement of core's client\/docusaurus\.js/,
  );
  stoppedBy(
    await routeDataBuild(false, {...usual, preload: 'preloadRoute'}),
    'route-data',
    /the replacement of core's client\/preload\.js/,
  );
  stoppedBy(
    await routeDataBuild(false, {...usual, routes: 'routes.mjs'}),
    'route-data',
    /the replacement of \.docusaurus\/routes\.js/,
  );
  stoppedBy(
    await routeDataBuild(false, {...usual, registry: 'registry.mjs'}),
    'route-data',
    /the loader rule on \.docusaurus\/registry\.js/,
  );
});

test("route-data: counts core's import of docusaurus.js, not ours", async () => {
  stoppedBy(
    await routeDataBuild(false, usual, ['speed/stepped-start/client/app.js']),
    'route-data',
    /the replacement of core's client\/docusaurus\.js/,
  );
});

test("route-data: with stepped-start, stops while core's entry is in the build", async () => {
  assert.deepEqual(await routeDataBuild(true, usual, []), []);
  reachedBy(
    await routeDataBuild(true),
    'route-data',
    /core's client\/clientEntry\.js .* is in the build/,
  );
});

const steppedStart = steppedStartPlugin({
  siteConfig: {future: {experimental_router: 'browser'}},
} as unknown as LoadContext);
const rspackUtils = {currentBundler: {instance: rspack}} as never;

// Another than core's client/clientEntry.js.
test('stepped-start: stops the build on another client entry, by name', () => {
  const configure = (entry: string) =>
    steppedStart.configureWebpack!(
      {mode: 'production', entry} as never,
      false,
      rspackUtils,
      {} as never,
    );
  const config = {mode: 'production', entry: `${site}/${core}/clientEntry.js`};
  steppedStart.configureWebpack!(config as never, false, rspackUtils, {} as never);
  assert.match(config.entry, /speed[\\/]stepped-start[\\/]client[\\/]clientEntry\.ts$/);
  assert.throws(
    () => configure(`${site}/node_modules/@docusaurus/core/lib/client/entry.js`),
    /^Error: stepped-start: Docusaurus's client entry is no longer client\/clientEntry\.js/,
  );
});

test('stepped-start: counts its replacements of browserContext.js and useWindowSize.js', async () => {
  const common = 'node_modules/@docusaurus/theme-common/lib';
  // Its replacements, as configured for core's entry: the compile's own entry is a stand-in.
  const replacements: Plugin = {
    name: 'stepped-start',
    configureWebpack: (_config, isServer, utils, content) =>
      steppedStart.configureWebpack!(
        {mode: 'production', entry: `${site}/${core}/clientEntry.js`} as never,
        isServer,
        utils,
        content,
      ),
  };
  const build = (contextFile = 'browserContext', sizeFile = 'hooks/useWindowSize') =>
    compileWithPiece(replacements, {
      files: {
        [`${core}/${contextFile}.js`]: 'export const Context = 1;',
        [`${core}/App.js`]: `export {Context as default} from './${contextFile}';`,
        [`${common}/${sizeFile}.js`]: 'export const useWindowSize = 1;',
        [`${common}/index.js`]: `export {useWindowSize} from './${sizeFile}';`,
      },
      imports: [`${core}/App.js`, `${common}/index.js`],
    });
  assert.deepEqual(await build(), []);
  stoppedBy(
    await build('browserContextProvider'),
    'stepped-start',
    /the replacement of core's client\/browserContext\.js/,
  );
  stoppedBy(
    await build(undefined, 'utils/useWindowSize'),
    'stepped-start',
    /the replacement of theme-common's hooks\/useWindowSize\.js/,
  );
});
