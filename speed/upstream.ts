import lock from './upstream.lock.json';

/**
 * What the speed layer was written against. Here, for each upstream file a
 * piece replaces, copies or hooks (paths under node_modules), the piece and
 * what to re-check when the file changes; in upstream.lock.json, the package
 * versions and the files' sha256, which `npm run upstream -- --accept`
 * rewrites after a review. A production build with the layer on stops when
 * the installed packages differ (speed/pins.ts); `npm run upstream` shows how.
 */
export type PinnedFile = {
  piece: string;
  file: string;
  recheck: string;
  /** Site files outside speed/ that reach this file through an internal path (`through`); a test holds that every such import is listed. */
  usedBy?: {file: string; through: string}[];
};

/** Internal paths of Docusaurus: what no site file outside speed/ may import without a pin (speed/upstream.test.ts). */
export const internalPath = /^(@docusaurus\/[^/]+\/lib\/|@docusaurus\/theme-common\/internal$|@theme-init\/|@generated\/)/;

const internal = '@docusaurus/theme-common/internal';

/** A package whose version matters to a piece though no file of it is pinned. */
export type PinnedPackage = {piece: string; name: string; recheck: string};

export const pinnedVersions: Record<string, string> = lock.versions;

/** The sha256 each pinned file had when it was last reviewed (upstream.lock.json). */
export const pinnedHashes: Record<string, string> = lock.files;

export const pinnedPackages: PinnedPackage[] = [
  {
    piece: 'route-data',
    name: '@rspack/core',
    recheck:
      "Rspack writes the runtime's chunk-file map that speed/route-data/plugin/chunkHashes.ts trims (its template is in Rspack's native code; the build stops if the shape moves): read the map in a built runtime-main",
  },
];

export const pinnedFiles: PinnedFile[] = [
  {
    piece: 'stepped-start',
    file: '@docusaurus/core/lib/client/clientEntry.js',
    recheck: "speed/stepped-start/client/clientEntry.ts repeats its start-up in steps: compare what it renders and in which order",
  },
  {
    piece: 'stepped-start',
    file: '@docusaurus/core/lib/client/App.js',
    recheck: "speed/stepped-start/client/app.tsx loads the App in its own step: check its imports are still what app.tsx splits",
  },
  {
    piece: 'route-data',
    file: '@docusaurus/core/lib/client/docusaurus.js',
    recheck: "speed/route-data/client/docusaurusGlobal.ts replaces it: compare prefetch and preload",
  },
  {
    piece: 'route-data',
    file: '@docusaurus/core/lib/client/exports/ComponentCreator.js',
    recheck: "speed/route-data/client/RouteComponent.tsx does its work for the route tree of the route data: compare how a route's modules are loaded and merged",
  },
  {
    piece: 'route-data',
    file: '@docusaurus/core/lib/client/preload.js',
    recheck: "replaced by speed/route-data/client/preload.ts (NormalModuleReplacement): compare which routes it preloads",
  },
  {
    piece: 'route-data',
    file: '@docusaurus/theme-common/lib/utils/routesUtils.js',
    recheck: "reads @generated/routes on every page (findHomePageRoute); speed/route-data/plugin/routeTree.ts homePageKeys puts the routes it walks in each page's branch: compare the walk",
  },
  {
    piece: 'route-data',
    file: '@docusaurus/core/lib/client/prefetch.js',
    recheck: "imported by speed/route-data/client: check its signature",
  },
  {
    piece: 'route-data',
    file: '@docusaurus/core/lib/client/routeContext.js',
    recheck: "imported by speed/route-data/client/RouteComponent.tsx: check its props",
  },
  {
    piece: 'route-data',
    file: '@docusaurus/core/lib/server/codegen/codegenRoutes.js',
    recheck: "writes registry.js, routesChunkNames.json and routes.js that speed/route-data parses (unnameChunks.cjs, routeTree.ts): check their format",
  },
  {
    piece: 'fast-route-matching',
    file: 'react-router-config/esm/react-router-config.js',
    recheck: "speed/fast-route-matching/client answers for it: check matchRoutes and renderRoutes still behave as our unit tests assume",
  },
  {
    piece: 'fast-route-matching',
    file: '@docusaurus/core/lib/client/exports/renderRoutes.js',
    recheck: "imports react-router-config: check it still does, or the alias matches nothing",
  },
  {
    piece: 'fast-route-matching',
    file: '@docusaurus/core/lib/client/normalizeLocation.js',
    recheck: "imports react-router-config: check it still does",
  },
  {
    piece: 'slim-prism',
    file: '@docusaurus/theme-classic/lib/prism-include-languages.js',
    recheck: "replaced by speed/slim-prism/client/noGrammarsHere.ts: check it only loads additionalLanguages",
  },
  {
    piece: 'slim-prism',
    file: 'prism-react-renderer/dist/index.mjs',
    recheck: "speed/slim-prism/client re-implements Highlight and exports Prism: compare the exports the theme imports",
  },
  {
    piece: 'page-template',
    file: '@docusaurus/core/lib/ssg/ssgTemplate.html.js',
    recheck: "speed/page-template/ssrTemplate.ts is a copy with a different script start: bring over any new template variable",
  },
  {
    piece: 'page-template',
    file: '@docusaurus/core/lib/client/BaseUrlIssueBanner/index.js',
    recheck:
      "the template's start script marks window.docusaurus as coming (the banner shows when it is unset at DOMContentLoaded) and calls window.insertBanner when a bundle fails: check both, and the banner's id",
  },
  {
    piece: 'page-template',
    file: '@docusaurus/core/lib/client/PendingNavigation.js',
    recheck:
      "the page's chunk scripts start before main.js asks for them; a chunk that fails later makes core's preload reject, and PendingNavigation reloads the page: check it still does",
  },
  {
    piece: 'compile-hints',
    file: '@docusaurus/core/lib/webpack/base.js',
    recheck: "check main.js is still named main.<hash>.js (speed/compile-hints matches that name)",
  },
  {
    piece: 'prefetch-when-idle',
    file: '@docusaurus/core/lib/client/exports/Link.js',
    recheck: "speed/prefetch-when-idle queues the window.docusaurus.prefetch calls Link makes when a link scrolls into view, leaving preload (hover) immediate: check Link still calls them so",
  },
  {
    piece: 'build cache',
    file: '@docusaurus/core/lib/webpack/base.js',
    recheck: "speed/buildCache.ts appends the layer's make-up to the cache version set here: check it is still experiments.cache.version (Rspack) or cache.version (webpack), and what the version is made of",
  },
  {
    piece: 'swizzle CodeBlock',
    file: '@docusaurus/theme-classic/lib/theme/CodeBlock/index.js',
    recheck: "src/theme/CodeBlock re-implements it: compare the string and element paths",
  },
  {
    piece: 'swizzle CodeBlock/Content/String',
    file: '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/String.js',
    recheck: "src/theme/CodeBlock/Content/String.tsx is ejected from it: merge upstream changes",
  },
  {
    piece: 'swizzle CodeBlock/Line',
    file: '@docusaurus/theme-classic/lib/theme/CodeBlock/Line/index.js',
    recheck: "src/theme/CodeBlock/Line replaces it: compare classes and props",
  },
  {
    piece: 'swizzle CodeBlock/Buttons',
    file: '@docusaurus/theme-classic/lib/theme/CodeBlock/Buttons/index.js',
    recheck: "src/theme/CodeBlock/Buttons wraps it: check the buttons it renders",
  },
  {
    piece: 'swizzle CodeBlock/Content/String',
    file: '@docusaurus/theme-common/lib/hooks/useCodeWordWrap.js',
    recheck: "speed/theme/useCodeWordWrap.ts re-implements it: merge upstream changes",
  },
  {
    piece: 'swizzle Tabs',
    file: '@docusaurus/theme-classic/lib/theme/Tabs/index.js',
    recheck: "src/theme/Tabs is ejected from it to drop the root's key={String(isBrowser)} (src/theme/README.md): merge upstream changes, and drop the ejection if that key is gone",
  },
  // What src/ reaches of Docusaurus's internals outside the swizzles' own theme files.
  {
    piece: 'src/theme (theme-common/internal)',
    file: '@docusaurus/theme-common/lib/internal.js',
    recheck: `the names src/theme's swizzles import from ${internal} (see usedBy): check each is still exported, from the file pinned below`,
    usedBy: [
      'src/theme/AnnouncementBar/index.tsx',
      'src/theme/CodeBlock/Buttons/CopyButton/index.tsx',
      'src/theme/CodeBlock/Content/String.tsx',
      'src/theme/Navbar/MobileSidebar/index.tsx',
      'src/theme/Tabs/index.tsx',
    ].map((file) => ({file, through: internal})),
  },
  {
    piece: 'swizzle AnnouncementBar',
    file: '@docusaurus/theme-common/lib/contexts/announcementBar.js',
    recheck: "src/theme/AnnouncementBar clears the pre-hydration attribute when useAnnouncementBar's isActive is true: check isActive, the attribute's name and the storage of the dismissed id",
  },
  {
    piece: 'swizzles CodeBlock/Buttons/CopyButton, CodeBlock/Content/String',
    file: '@docusaurus/theme-common/lib/utils/codeBlockUtils.js',
    recheck: "CopyButton gives the theme's button a CodeBlockContextProvider of its own (metadata, wordWrap); String.tsx builds the block with createCodeBlockMetadata: check their props",
  },
  {
    piece: 'swizzle Blog/Components/Author/Socials',
    file: '@docusaurus/theme-classic/lib/theme/Blog/Components/Author/Socials/index.js',
    recheck: "src/theme/Blog/Components/Author/Socials replaces this file (GitHub's icon, the generic one for others): check the props it is given, its markup and its CSS",
  },
  {
    piece: 'swizzle DocVersionBanner',
    file: '@docusaurus/theme-classic/lib/theme/DocVersionBanner/index.js',
    recheck: 'src/theme/DocVersionBanner renders nothing and stops the build on a version with a banner: check that the theme still shows a banner only then',
  },
  {
    piece: 'swizzle Admonition/Types',
    file: '@docusaurus/theme-classic/lib/theme/Admonition/index.js',
    recheck: "src/theme/Admonition/Types keeps info because this file falls back to it for a type it does not know: check the fallback",
  },
  {
    piece: 'swizzle DocSidebarItem',
    file: '@docusaurus/theme-classic/lib/theme/DocSidebarItem/index.js',
    recheck: 'src/theme/DocSidebarItem renders link items only, as this file does for type link: check the item types and props',
  },
  {
    piece: 'swizzle LastUpdated',
    file: '@docusaurus/theme-classic/lib/theme/EditMetaRow/index.js',
    recheck: 'src/theme/LastUpdated stops the build whenever it renders: check that this file still renders it only with a date or author',
  },
  {
    piece: 'swizzle Navbar/MobileSidebar',
    file: '@docusaurus/theme-common/lib/contexts/navbarMobileSidebar.js',
    recheck: "src/theme/Navbar/MobileSidebar reads useNavbarMobileSidebar's shown and toggle: check them",
  },
  {
    piece: 'swizzle Tabs',
    file: '@docusaurus/theme-common/lib/utils/tabsUtils.js',
    recheck: 'src/theme/Tabs calls useTabs, useTabsContextValue, sanitizeTabsChildren and TabsProvider as the theme did when it was ejected: compare',
  },
  {
    piece: 'swizzle Tabs',
    file: '@docusaurus/theme-common/lib/utils/scrollUtils.js',
    recheck: "src/theme/Tabs keeps the page from jumping with useScrollPositionBlocker's blockElementScrollPositionUntilNextRender: check it",
  },
  {
    piece: 'swizzle LiveCodeBlock',
    file: '@docusaurus/theme-classic/lib/theme/CodeBlock/index.js',
    recheck: "src/theme/LiveCodeBlock shows the block through @theme-init/CodeBlock (this file) until the playground loads: check its props",
    usedBy: [{file: 'src/theme/LiveCodeBlock/index.tsx', through: '@theme-init/CodeBlock'}],
  },
  {
    piece: 'src/clientModules/endThemeProgressBar.ts',
    file: '@docusaurus/theme-classic/lib/nprogress.js',
    recheck:
      "endThemeProgressBar ends the theme's route progress bar (this client module) through the nprogress singleton, once more just after the module's 200 ms delay: check the bar still comes from nprogress, and the delay",
  },
  {
    piece: 'src/css/custom.css',
    file: '@docusaurus/theme-common/lib/components/ThemedComponent/styles.module.css',
    recheck: "src/css/custom.css shows the light image of a pair before any script runs by matching the class themedComponent--light: check the class's name and when the theme hides it",
  },
];
