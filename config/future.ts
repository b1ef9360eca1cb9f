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
  // Rspack, SWC and Lightning CSS instead of webpack, Babel and cssnano.
  faster: true,
} satisfies Config['future'];
