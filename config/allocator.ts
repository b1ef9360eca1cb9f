/**
 * Rspack allocates through mimalloc, which by default hands a freed page back to the system only
 * after a delay, and only once the thread that owns it allocates again. Bundling's threads go idle
 * when bundling is done, so what they freed stayed resident through rendering and postBuild. With a
 * delay of 0 (mimalloc's documented MIMALLOC_PURGE_DELAY) a page goes back as it is freed;
 * maintaining/scale.md has the figures. mimalloc reads the variable when Rspack's native module
 * loads, which Docusaurus does after reading this config. A value the caller set wins.
 */
export function returnFreedMemoryAtOnce(environment: NodeJS.ProcessEnv = process.env): void {
  environment.MIMALLOC_PURGE_DELAY ??= '0';
}
