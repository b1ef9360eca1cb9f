// The parts of Rspack's browser runtime the route data needs.
import type {ModuleRef} from './format';

declare const __webpack_require__: {
  (id: string | number): unknown;
  /** Loads a chunk (script and stylesheet); resolves when its modules are registered. */
  e(chunkId: string | number): Promise<unknown>;
  /** The public path, e.g. "/". */
  p: string;
  /** A chunk's script file name relative to the public path. */
  u(chunkId: string | number): string;
  /**
   * The content hash of a chunk's script that the runtime's own map no longer holds
   * (speed/route-data/plugin/chunkHashes.ts).
   */
  routeChunkHash?: (chunkId: string | number) => string | undefined;
};

// The page's route data, then the table's, name those chunks: their hashes are known before any is
// loaded.
const hashes: Record<string, string> = {};
__webpack_require__.routeChunkHash = (chunkId) => hashes[String(chunkId)];

/** Makes the runtime able to name these chunks' scripts. */
export function knowChunkHashes(more: Readonly<Record<string, string>>): void {
  Object.assign(hashes, more);
}

/**
 * Loads the chunks a module needs, without running it; each once more if it fails (a dropped
 * request, or the page's own early request failing after the runtime took it over): the runtime
 * forgets a chunk that failed.
 */
export function loadChunks([, ...chunks]: ModuleRef): Promise<unknown> {
  return Promise.all(
    chunks.map((chunk) => __webpack_require__.e(chunk).catch(() => __webpack_require__.e(chunk))),
  );
}

/** Runs the module (once; later calls get the same exports). Its chunks must have been loaded. */
export function requireLoaded([id]: ModuleRef): unknown {
  return __webpack_require__(id);
}

export function chunkScriptUrl(chunk: string | number): string {
  return __webpack_require__.p + __webpack_require__.u(chunk);
}
