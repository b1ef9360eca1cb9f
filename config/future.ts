import type {Config} from '@docusaurus/types';

export const future = {
  // Every Docusaurus v4 behaviour but one: v4 suffixes storage keys with a
  // site hash ("theme-10c"), and the specification names the keys exactly
  // (theme, docusaurus.announcement.dismiss, …), so namespacing stays off.
  v4: {
    removeLegacyPostBuildHeadAttribute: true,
    useCssCascadeLayers: true,
    siteStorageNamespacing: false,
    fasterByDefault: true,
    mdx1CompatDisabledByDefault: true,
  },
  // Rspack, SWC and Lightning CSS instead of webpack, Babel and cssnano. The
  // pages render in the build's own thread: each SSG worker thread loads its
  // own copy of the server bundle, which at ten times the archive cost memory
  // and, on two cores, no time (maintaining/scale.md).
  faster: {ssgWorkerThreads: false},
} satisfies Config['future'];
