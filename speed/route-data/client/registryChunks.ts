// Never called. Webpack makes a chunk for each import() in the modules it
// bundles, and Docusaurus's generated registry is where the import() of
// every page's modules is written. Nothing in the browser reads the registry
// any more (the route data replaces it), so this import keeps it in the build
// (RouteComponent.tsx holds on to it): in a chunk of its own that no page
// loads, while each page's modules keep the chunks that the route data names
// by id.
export const registryChunks = (): Promise<unknown> => import('@generated/registry');
