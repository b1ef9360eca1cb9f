// The route-data piece's bundler plugin: writes the route table and takes the registry's chunk
// hashes out of Rspack's runtime.
import fs from 'node:fs';
import path from 'node:path';
import {createHash} from 'node:crypto';
import type {Compilation, Compiler} from '@rspack/core';
import type {RouteData} from '../client/format';
import {registryRequests} from './registryRequests';
import {collectRegistryChunks} from './collectRegistryChunks';
import {routeTree} from './routeTree';
import {registryOnlyChunks, scriptHash, withoutChunkHashes} from './chunkHashes';

export type RouteTable = {
  file: string;
  data: RouteData;
  /**
   * The script of each chunk that has one (build-time only), by chunk id:
   * `assets/js/<id>.<hash>.js`.
   */
  scripts: Record<string, string>;
};

/** Chunk id to script file, for chunks with a script (a chunk may hold only CSS). */
function chunkScripts(compilation: Compilation): Record<string, string> {
  const scripts: Record<string, string> = {};
  for (const chunk of compilation.chunks) {
    const script = [...chunk.files].find((file) => file.endsWith('.js'));
    if (chunk.id !== null && chunk.id !== undefined && script) scripts[String(chunk.id)] = script;
  }
  return scripts;
}

const NAME = 'RouteTablePlugin';

/** Logged by the build: what leaving the registry's chunk hashes out of the runtime did. */
type RuntimeTrim = {removed: number; kept: number};

/**
 * Gathers the route table once modules and chunks have ids (routesChunkNames.json,
 * the registry's module and chunk ids, the route tree), takes the registry-only
 * chunk hashes out of the runtime (chunkHashes.ts), and once scripts have their
 * final names, emits the table as a JSON asset named by its content and hands it to `onTable`.
 */
export class RouteTablePlugin {
  constructor(
    private readonly generatedFilesDir: string,
    private readonly onTable: (table: RouteTable, trim: RuntimeTrim) => void,
  ) {}

  apply(compiler: Compiler): void {
    const {Compilation, sources} = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      let data: Omit<RouteData, 'hashes'> | undefined;
      let registryOnly = new Set<string>();
      let table: RouteTable | undefined;
      let trim: RuntimeTrim | undefined;
      compilation.hooks.processAssets.tap(
        {name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL},
        () => {
          const read = (file: string) =>
            fs.readFileSync(path.join(this.generatedFilesDir, file), 'utf8');
          data = {
            routes: JSON.parse(read('routesChunkNames.json')) as RouteData['routes'],
            chunks: collectRegistryChunks(compilation, registryRequests(read('registry.js'))),
            tree: routeTree(read('routes.js')),
          };
          registryOnly = registryOnlyChunks(compilation);
        },
      );
      // Before minifying, and before the real content hashes, which then name the runtime by what
      // it holds.
      compilation.hooks.processAssets.tap(
        {name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE},
        () => {
          const runtimes = [...compilation.chunks]
            .filter((chunk) => chunk.hasRuntime())
            .flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));
          if (runtimes.length !== 1) {
            throw new Error(
              `route-data: expected one runtime script in the client build, found ${runtimes.length} (${runtimes.join(', ')})`,
            );
          }
          const file = runtimes[0]!;
          const trimmed = withoutChunkHashes(
            compilation.getAsset(file)!.source.source().toString(),
            registryOnly,
          );
          compilation.updateAsset(file, new sources.RawSource(trimmed.source));
          trim = {removed: trimmed.removed, kept: trimmed.kept};
        },
      );
      // Script names are final once the real content hashes are in
      // (PROCESS_ASSETS_STAGE_OPTIMIZE_HASH).
      compilation.hooks.processAssets.tap(
        {name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT},
        () => {
          if (!data) return;
          const scripts = chunkScripts(compilation);
          const hashes: Record<string, string> = {};
          for (const id of registryOnly) if (scripts[id]) hashes[id] = scriptHash(id, scripts[id]);
          const full: RouteData = {...data, hashes};
          const json = JSON.stringify(full);
          const file = `assets/route-table.${createHash('sha256').update(json).digest('hex').slice(0, 8)}.json`;
          compilation.emitAsset(file, new sources.RawSource(json), {immutable: true});
          table = {file, data: full, scripts};
        },
      );
      compilation.hooks.afterProcessAssets.tap(NAME, () => {
        if (table && trim) this.onTable(table, trim);
      });
    });
  }
}
