// Never called: this import keeps the registry's import() calls, and so each
// page's chunks, in the build, in a chunk of its own that no page loads.
export const registryChunks = (): Promise<unknown> => import('@generated/registry');
