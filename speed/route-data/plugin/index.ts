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
/** Our module of that name in speed/route-data/client/. */
const ours = (file: string) => new RegExp(`[\\\\/]speed[\\\\/]route-data[\\\\/]client[\\\\/]${file.replaceAll('.', '\\.')}$`);

const coreFile = (file: string) => new RegExp(`[\\\\/]@docusaurus[\\\\/]core[\\\\/]lib[\\\\/]client[\\\\/]${file.replaceAll('.', '\\.')}$`);

/**
 * What the build must show of route-data's replacements, counting only the
 * imports made by core's client. With stepped-start, core's clientEntry.js
 * (docusaurus.js's only importer) is not in the build, and stepped-start
 * imports our window.docusaurus itself: then core's entry must be absent.
 */
export function rewrites(entryReplaced: boolean): {rewrites: Rewrite[]; absent: Absent[]} {
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
      {what: "the replacement of core's client/preload.js (imported by PendingNavigation.js)", from: coreClient, request: /(^|[\\/])preload(\.js)?$/, to: ours('preload.ts'), stock: coreFile('preload.js')},
      {
        what: "the replacement of .docusaurus/routes.js (core's client imports @generated/routes)",
        from: coreClient,
        request: /^@generated\/routes$/,
        to: ours('routes.ts'),
        stock: /[\\/]\.docusaurus[\\/]routes\.js$/,
      },
      {what: 'the loader rule on .docusaurus/registry.js', from: /./, to: /unnameChunks\.cjs.*![^!]*[\\/]\.docusaurus[\\/]registry\.js$/},
    ],
    absent: entryReplaced
      ? [
          {what: "core's client/clientEntry.js (stepped-start starts the pages)", file: coreFile('clientEntry.js')},
          {what: "core's client/docusaurus.js (stepped-start sets route-data's window.docusaurus)", file: coreFile('docusaurus.js')},
        ]
      : [],
  };
}

const recheck =
  "core's lib/client/docusaurus.js, preload.js and their importers (clientEntry.js, PendingNavigation.js), the files core generates in .docusaurus (routes.js, registry.js: codegenRoutes.js)";

/**
 * Route data per page instead of in main.js (production browser build only;
 * `docusaurus start` keeps Docusaurus's own).
 *
 * Docusaurus bundles the chunk registry and routesChunkNames.json for all
 * ~570 routes into main.js, and webpack's runtime carries a map of every
 * chunk's name: ~30 KB compressed that each first visit downloads and parses
 * to show one page. Here:
 * - the client build writes the same facts once, with module and chunk ids
 *   in place of loader functions, to assets/route-table.<hash>.json
 *   (RouteTablePlugin);
 * - after the build, each page gets the part of it for the routes it renders,
 *   with the URLs of their chunk scripts, as a JSON <script> in its <head>
 *   (writePages.ts, the `step` plugins/output-pipeline runs first); the page
 *   fetches those scripts with main.js
 *   (speed/page-template/ssrTemplate.ts);
 * - in the browser, route components (speed/route-data/client/RouteComponent.tsx)
 *   load from the page's data, and fetch the table when the visitor heads
 *   for another page; window.docusaurus (docusaurusGlobal.ts) prefetches
 *   from it too;
 * - the route tree (.docusaurus/routes.js, one entry per route) is in the
 *   table too; main.js gets client/routes.ts instead, which starts as the
 *   page's branch and takes the table's tree before any other address is
 *   matched (client/preload.ts replaces core's preload for that).
 * The registry stays in the build, unread (registryChunks.ts), for the chunks
 * its import() calls make; unnameChunks.cjs drops their names, which fed only
 * the runtime's name maps.
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
            rules: [{test: /[\\/]\.docusaurus[\\/]registry\.js$/, enforce: 'pre', use: [path.join(__dirname, 'unnameChunks.cjs')]}],
          },
          plugins: [
            mustMatch('route-data', recheck, guard.rewrites, guard.absent),
            new NormalModuleReplacementPlugin(
              /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]docusaurus\.js$/,
              path.join(clientLib, 'docusaurusGlobal.ts'),
            ),
            new NormalModuleReplacementPlugin(/[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]preload\.js$/, path.join(clientLib, 'preload.ts')),
            // The route tree: the page's branch, then the table's (client/routes.ts).
            new NormalModuleReplacementPlugin(/[\\/]\.docusaurus[\\/]routes\.js$/, path.join(clientLib, 'routes.ts')),
            // Docusaurus types plugins as webpack's; the build runs Rspack (future.faster).
            new RouteTablePlugin(generatedFilesDir, (built, trim) => {
              table = built;
              console.log(`[route-data] runtime: ${trim.removed} chunk hashes moved to the route data, ${trim.kept} kept`);
            }) as unknown as WebpackPluginInstance,
          ],
        };
      },
    };
  };

  /** The output pipeline's first step (plugins/output-pipeline): each page's route data into its HTML. */
  const step = async ({outDir, baseUrl}: {outDir: string; baseUrl: string}): Promise<void> => {
    if (!active) return;
    if (!table) throw new Error('route-data: the client build wrote no route table');
    const missing = Object.values(table.scripts).filter((file) => !fs.existsSync(path.join(outDir, file)));
    if (missing.length > 0) throw new Error(`route-data: chunk scripts named for the pages are not in ${outDir}: ${missing.join(', ')}`);
    const routes = keyedRoutes(fs.readFileSync(path.join(generatedFilesDir, 'routes.js'), 'utf8'));
    const started = performance.now();
    const {written, lookupMs} = await writePageRouteData(outDir, routes, table, baseUrl);
    if (written === 0) throw new Error(`route-data: no page of ${outDir} has the app root <div id="__docusaurus">`);
    // The scale bench reads this line from the build log (the lookup once grew with pages × routes).
    const perPage = (ms: number) => (ms / written).toFixed(2);
    console.log(`[route-data] ${written} pages: ${perPage(performance.now() - started)} ms a page, of which ${perPage(lookupMs)} ms finding its routes`);
  };

  return {plugin, step};
}
