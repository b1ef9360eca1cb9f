import fs from 'node:fs';
import path from 'node:path';
import {createHash} from 'node:crypto';
import type {Compilation, Compiler} from '@rspack/core';
import type {RouteData} from '../client/format';
import {registryRequests} from './registryRequests';
import {collectRegistryChunks} from './collectRegistryChunks';

export type RouteTable = {
  file: string;
  data: RouteData;
  /** The script of each chunk that has one (build-time only), by chunk id: `assets/js/<id>.<hash>.js`. */
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

/**
 * Once the client build has given modules and chunks their ids, writes the
 * route table (routesChunkNames.json plus the module and chunk ids of every
 * registry entry) as a JSON asset named by its content, and hands it, with
 * each chunk's script file, to `onTable` for the pages.
 */
export class RouteTablePlugin {
  constructor(
    private readonly generatedFilesDir: string,
    private readonly onTable: (table: RouteTable) => void,
  ) {}

  apply(compiler: Compiler): void {
    const {Compilation, sources} = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      let table: Omit<RouteTable, 'scripts'> | undefined;
      compilation.hooks.processAssets.tap({name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL}, () => {
        const read = (file: string) => fs.readFileSync(path.join(this.generatedFilesDir, file), 'utf8');
        const data: RouteData = {
          routes: JSON.parse(read('routesChunkNames.json')) as RouteData['routes'],
          chunks: collectRegistryChunks(compilation, registryRequests(read('registry.js'))),
        };
        const json = JSON.stringify(data);
        const file = `assets/route-table.${createHash('sha256').update(json).digest('hex').slice(0, 8)}.json`;
        compilation.emitAsset(file, new sources.RawSource(json), {immutable: true});
        table = {file, data};
      });
      // Script names are final only once content hashes have been set, after every processAssets stage.
      compilation.hooks.afterProcessAssets.tap(NAME, () => {
        if (table) this.onTable({...table, scripts: chunkScripts(compilation)});
      });
    });
  }
}
