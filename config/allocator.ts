/**
 * Rspack's mimalloc hands a freed page back only after a delay, once its thread allocates again: bundling's idle
 * threads kept theirs through rendering (maintaining/scale.md). Read when Rspack loads, after this config.
 */
export function returnFreedMemoryAtOnce(environment: NodeJS.ProcessEnv = process.env): void {
  environment.MIMALLOC_PURGE_DELAY ??= '0';
}
