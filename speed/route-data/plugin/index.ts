// The route-data piece's build side: each page carries its own routes instead of main.js carrying
// all.
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {WebpackPluginInstance} from 'webpack';
import {RouteTablePlugin, type RouteTable} from './RouteTablePlugin';
import {keyedRoutes} from './routeKeys';
import {writePageRouteData} from './writePages';
import {mustMatch, type Absent, type Rewrite} from '../../mustMatch';

const clientLib = path.resolve(__dirname, '../client');
const coreClient = /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]/;
const fileIn = (dir: string) => (file: string) =>
  new RegExp(`[\\\\/]${dir}[\\\\/]${file.replaceAll('.', '\\.')}$`);
const ours = fileIn('speed[\\\\/]route-data[\\\\/]client');
const coreFile = fileIn('@docusaurus[\\\\/]core[\\\\/]lib[\\\\/]client');

/**
 * What the build must show of route-data's replacements, counting only the
 * imports made by core's client. With stepped-start, core's clientEntry.js
 * (docusaurus.js's only importer) must be absent instead.
 */
function rewrites(entryReplaced: boolean): {rewrites: Rewrite[]; absent: Absent[]} {
  const docusaurus: Rewrite = {
    what: "the replacement of core's client/docusaurus.js (imported by core's clientEntry.js)",
    from: coreClient,
    request: /(^|[\\/])docusaurus(\.js)?$/,
    to: ours('docusaurusGlobal.ts'),
    stock: coreFile('docusaurus.js'),
  };
  return {
    rewrites: [
      ...(entryReplaced ? [] : [docusaurus]),
      {
        what: "the replacement of core's client/preload.js (imported by PendingNavigation.js)",
        from: coreClient,
        request: /(^|[\\/])preload(\.js)?$/,
        to: ours('preload.ts'),
        stock: coreFile('preload.js'),
      },
      {
        what: "the replacement of .docusaurus/routes.js (core's client imports @generated/routes)",
        from: coreClient,
        request: /^@generated\/routes$/,
        to: ours('routes.ts'),
        stock: /[\\/]\.docusaurus[\\/]routes\.js$/,
      },
      {
        what: 'the loader rule on .docusaurus/registry.js',
        from: /./,
        to: /unnameChunks\.cjs.*![^!]*[\\/]\.docusaurus[\\/]registry\.js$/,
      },
    ],
    absent: entryReplaced
      ? [
          {
            what: "core's client/clientEntry.js (stepped-start starts the pages)",
            file: coreFile('clientEntry.js'),
          },
          {
            what: "core's client/docusaurus.js (stepped-start sets route-data's window.docusaurus)",
            file: coreFile('docusaurus.js'),
          },
        ]
      : [],
  };
}

const recheck =
  "core's lib/client/docusaurus.js, preload.js and their importers (clientEntry.js, PendingNavigation.js), the files core generates in .docusaurus (routes.js, registry.js: codegenRoutes.js)";

/**
 * Route data per page instead of in main.js (production browser build only; `docusaurus start`
 * keeps Docusaurus's own). Docusaurus bundles the chunk registry and routesChunkNames.json of every
 * route into main.js, and webpack's runtime carries a map of every chunk's name, which each first
 * visit downloads and parses to show one page: leaving them out saves 42.6 KiB of first-load
 * JavaScript on every page type (speed/README.md's figures), and the saving grows with the archive.
 * The client build writes the route table (RouteTablePlugin), the output pipeline's `step` puts
 * each page's part of it into its HTML (writePages.ts), and the browser's route components,
 * window.docusaurus, preload and route tree read it (speed/route-data/client). The registry stays
 * in the build, unread (registryChunks.ts), for its chunks; unnameChunks.cjs drops their names.
 */
export function routeDataPiece({entryReplaced}: {entryReplaced: boolean}): {
  plugin: (context: LoadContext) => Plugin;
  step: (site: {outDir: string; baseUrl: string}) => Promise<void>;
} {
  const guard = rewrites(entryReplaced);
  // One build's state: the plugin sets it, the step of the output pipeline reads it.
  let generatedFilesDir = '';
  let active = false;
  let table: RouteTable | undefined;

  const plugin = (context: LoadContext): Plugin => {
    ({generatedFilesDir} = context);
    active = false;
    table = undefined;
    return {
      name: 'route-data',
      configureWebpack(config, isServer, utils) {
        if (isServer || config.mode !== 'production') return {};
        active = true;
        const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
        return {
          module: {
            rules: [
              {
                test: /[\\/]\.docusaurus[\\/]registry\.js$/,
                enforce: 'pre',
                use: [path.join(__dirname, 'unnameChunks.cjs')],
              },
            ],
          },
          plugins: [
            mustMatch('route-data', recheck, guard.rewrites, guard.absent),
            new NormalModuleReplacementPlugin(
              coreFile('docusaurus.js'),
              path.join(clientLib, 'docusaurusGlobal.ts'),
            ),
            new NormalModuleReplacementPlugin(
              coreFile('preload.js'),
              path.join(clientLib, 'preload.ts'),
            ),
            new NormalModuleReplacementPlugin(
              /[\\/]\.docusaurus[\\/]routes\.js$/,
              path.join(clientLib, 'routes.ts'),
            ),
            // Docusaurus types plugins as webpack's; the build runs Rspack (future.faster).
            new RouteTablePlugin(generatedFilesDir, (built, trim) => {
              table = built;
              console.log(
                `[route-data] runtime: ${trim.removed} chunk hashes moved to the route data, ${trim.kept} kept`,
              );
            }) as unknown as WebpackPluginInstance,
          ],
        };
      },
    };
  };

  const step = async ({outDir, baseUrl}: {outDir: string; baseUrl: string}): Promise<void> => {
    if (!active) return;
    if (!table) throw new Error('route-data: the client build wrote no route table');
    const missing = Object.values(table.scripts).filter(
      (file) => !fs.existsSync(path.join(outDir, file)),
    );
    if (missing.length > 0) {
      throw new Error(
        `route-data: chunk scripts named for the pages are not in ${outDir}: ${missing.join(', ')}`,
      );
    }
    const routes = keyedRoutes(fs.readFileSync(path.join(generatedFilesDir, 'routes.js'), 'utf8'));
    const started = performance.now();
    const {written, lookupMs} = await writePageRouteData(outDir, routes, table, baseUrl);
    if (written === 0) {
      throw new Error(`route-data: no page of ${outDir} has the app root <div id="__docusaurus">`);
    }
    // The scale bench reads this line from the build log (the lookup once grew with pages ×
    // routes).
    const perPage = (ms: number) => (ms / written).toFixed(2);
    console.log(
      `[route-data] ${written} pages: ${perPage(performance.now() - started)} ms a page, of which ${perPage(lookupMs)} ms finding its routes`,
    );
  };

  return {plugin, step};
}
