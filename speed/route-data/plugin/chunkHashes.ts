// The route-data piece: moves the registry chunks' hashes from Rspack's runtime to the route data.
import type {Compilation} from '@rspack/core';
import {registryIn, type Module} from './collectRegistryChunks';

// Rspack's runtime (on every page) maps every lazily loaded chunk's id to its content hash
// (`__webpack_require__.u`: 5 KiB compressed here and 41 KiB at ten times the archive, when this
// was written); nearly all are the registry's page modules, which only route data loads, so their
// hashes move to the route data and the runtime asks `__webpack_require__.routeChunkHash`
// (client/webpackRuntime.ts) for them.

type ChunkGroup = Compilation['chunkGroups'][number];

/**
 * A chunk group made by an import() of the registry: every place it is loaded from is the registry.
 */
function fromRegistry(group: ChunkGroup): boolean {
  const {origins} = group;
  return (
    origins.length > 0 &&
    origins.every((origin) => registryIn(origin.module as Module | undefined) !== undefined)
  );
}

/**
 * The chunks only the registry's import() calls load: any other may be loaded by code that knows
 * nothing of route data.
 */
export function registryOnlyChunks(compilation: Compilation): Set<string> {
  const only = new Set<string>();
  const elsewhere = new Set<string>();
  for (const group of compilation.chunkGroups) {
    const into = fromRegistry(group) ? only : elsewhere;
    for (const chunk of group.chunks) {
      if (chunk.id !== null && chunk.id !== undefined) into.add(String(chunk.id));
    }
  }
  for (const id of elsewhere) only.delete(id);
  return only;
}

/** The name of the runtime's lookup for the hashes it no longer holds. */
export const HASH_LOOKUP = '__webpack_require__.routeChunkHash';

// As Rspack 1.7 writes `__webpack_require__.u` before minifying:
// `… + "." + {"10427": "6ff84326", …}[chunkId] + ".js"`.
const HASH_MAP = /\+ "\." \+ \{((?:"[^"]+": "[0-9a-f]+",?)*)\}\[chunkId\] \+ "\.js"/g;
const ENTRY = /"([^"]+)": "([0-9a-f]+)"/g;

/**
 * The runtime with the hashes of `dropped` chunks out of its chunk-file map, and HASH_LOOKUP asked
 * for any chunk the map lacks. Throws unless the map is there exactly once (else hashes would be
 * kept, or lost).
 */
export function withoutChunkHashes(
  source: string,
  dropped: ReadonlySet<string>,
): {source: string; removed: number; kept: number} {
  const found = [...source.matchAll(HASH_MAP)];
  if (found.length !== 1) {
    throw new Error(
      `route-data: expected one chunk-hash map in the runtime's __webpack_require__.u, found ${found.length}; Rspack changed its runtime: update speed/route-data/plugin/chunkHashes.ts`,
    );
  }
  let removed = 0;
  const kept: string[] = [];
  for (const [entry, id] of found[0]![1]!.matchAll(ENTRY)) {
    if (dropped.has(id!)) removed++;
    else kept.push(entry);
  }
  const lookup = `+ "." + ({${kept.join(',')}}[chunkId] || ${HASH_LOOKUP}(chunkId)) + ".js"`;
  return {source: source.replace(HASH_MAP, () => lookup), removed, kept: kept.length};
}

/**
 * The hash in an unnamed chunk's script name, `assets/js/<id>.<hash>.js`; any other name the
 * runtime could not rebuild throws.
 */
export function scriptHash(id: string, file: string): string {
  const prefix = `assets/js/${id}.`;
  const hash =
    file.startsWith(prefix) && file.endsWith('.js') ? file.slice(prefix.length, -'.js'.length) : '';
  if (!/^[0-9a-f]+$/.test(hash)) {
    throw new Error(
      `route-data: the script of chunk ${id} is ${file}, not assets/js/${id}.<hash>.js as the runtime would ask for it`,
    );
  }
  return hash;
}
