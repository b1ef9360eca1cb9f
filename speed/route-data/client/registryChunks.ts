// Never called: this import keeps the registry's import() calls, and so each
// page's chunks, in the build, in a chunk of its own that no page loads.
// Webpack makes a chunk for each import() in the modules it bundles, and
// Docusaurus's generated registry is where every page's import() is written;
// the route data replaced every reader of it (RouteComponent.tsx holds on to this).
export const registryChunks = (): Promise<unknown> => import('@generated/registry');
