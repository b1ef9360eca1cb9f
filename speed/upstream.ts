// What the speed layer was written against: each upstream file a piece hooks, and what to re-check.
import lock from './upstream.lock.json';

/**
 * An upstream file (under node_modules) a piece replaces, copies or hooks, and what to re-check
 * when it changes.
 */
type PinnedFile = {
  piece: string;
  file: string;
  recheck: string;
  usedBy?: {file: string; through: string}[];
};

/**
 * Internal paths of Docusaurus: what no site file outside speed/ may import without a pin
 * (speed/upstream.test.ts).
 */
export const internalPath =
  /^(@docusaurus\/[^/]+\/lib\/|@docusaurus\/theme-common\/internal$|@theme-init\/|@generated\/)/;

const internal = '@docusaurus/theme-common/internal';

export const pinnedVersions: Record<string, string> = lock.versions;

/** The sha256 each pinned file had when it was last reviewed (upstream.lock.json). */
export const pinnedHashes: Record<string, string> = lock.files;

const rspackRecheck =
  "Rspack writes the runtime's chunk-file map that speed/route-data/plugin/chunkHashes.ts trims (its template is in Rspack's native code; the build stops if the shape moves): read the map in a built runtime-main";
/** Packages whose version matters to a piece though no file of them is pinned. */
export const pinnedPackages: {piece: string; name: string; recheck: string}[] = [
  {piece: 'route-data', name: '@rspack/core', recheck: rspackRecheck},
];

/** By piece, each pinned file and what to re-check when it changes. */
const pins: Record<string, Record<string, string>> = {
  'stepped-start': {
    '@docusaurus/core/lib/client/clientEntry.js':
      'speed/stepped-start/client/clientEntry.ts repeats its start-up in steps: compare what it renders and in which order',
    '@docusaurus/core/lib/client/App.js':
      'speed/stepped-start/client/app.tsx loads the App in its own step: check its imports are still what app.tsx splits',
    '@docusaurus/core/lib/client/browserContext.js':
      'replaced by speed/stepped-start/client/browserContext.tsx (NormalModuleReplacement): compare its exports and when it turns true',
    '@docusaurus/theme-common/lib/hooks/useWindowSize.js':
      'replaced by speed/stepped-start/client/useWindowSize.ts (NormalModuleReplacement): compare the sizes, the breakpoint and when each is set',
  },
  'route-data': {
    '@docusaurus/core/lib/client/docusaurus.js':
      'speed/route-data/client/docusaurusGlobal.ts replaces it: compare prefetch and preload',
    '@docusaurus/core/lib/client/exports/ComponentCreator.js':
      "speed/route-data/client/RouteComponent.tsx does its work for the route tree of the route data: compare how a route's modules are loaded and merged",
    '@docusaurus/core/lib/client/preload.js':
      'replaced by speed/route-data/client/preload.ts (NormalModuleReplacement): compare which routes it preloads',
    '@docusaurus/theme-common/lib/utils/routesUtils.js':
      "reads @generated/routes on every page (findHomePageRoute); speed/route-data/plugin/routeTree.ts homePageKeys puts the routes it walks in each page's branch: compare the walk",
    '@docusaurus/core/lib/client/prefetch.js':
      'imported by speed/route-data/client: check its signature',
    '@docusaurus/core/lib/client/routeContext.js':
      'imported by speed/route-data/client/RouteComponent.tsx: check its props',
    '@docusaurus/core/lib/server/codegen/codegenRoutes.js':
      'writes registry.js, routesChunkNames.json and routes.js that speed/route-data parses (unnameChunks.cjs, routeTree.ts): check their format',
  },
  'fast-route-matching': {
    'react-router-config/esm/react-router-config.js':
      'speed/fast-route-matching/client answers for it: check matchRoutes and renderRoutes still behave as our unit tests assume',
    '@docusaurus/core/lib/client/exports/renderRoutes.js':
      'imports react-router-config: check it still does, or the alias matches nothing',
    '@docusaurus/core/lib/client/normalizeLocation.js':
      'imports react-router-config: check it still does',
  },
  'slim-prism': {
    '@docusaurus/theme-classic/lib/prism-include-languages.js':
      'replaced by speed/slim-prism/client/noGrammarsHere.ts: check it only loads additionalLanguages',
    'prism-react-renderer/dist/index.mjs':
      'speed/slim-prism/client re-implements Highlight and exports Prism: compare the exports the theme imports',
  },
  'page-template': {
    '@docusaurus/core/lib/ssg/ssgTemplate.html.js':
      'speed/page-template/ssrTemplate.ts is a copy with a different script start: bring over any new template variable',
    '@docusaurus/core/lib/client/BaseUrlIssueBanner/index.js':
      "the template's start script marks window.docusaurus as coming (the banner shows when it is unset at DOMContentLoaded) and calls window.insertBanner when a bundle fails: check both, and the banner's id",
    '@docusaurus/core/lib/client/PendingNavigation.js':
      "the page's chunk scripts start before main.js asks for them; a chunk that fails later makes core's preload reject, and PendingNavigation reloads the page: check it still does",
  },
  'compile-hints': {
    '@docusaurus/core/lib/webpack/base.js':
      'check main.js is still named main.<hash>.js (speed/compile-hints matches that name)',
  },
  'prefetch-when-idle': {
    '@docusaurus/core/lib/client/exports/Link.js':
      'speed/prefetch-when-idle queues the window.docusaurus.prefetch calls Link makes when a link scrolls into view, leaving preload (hover) immediate: check Link still calls them so',
  },
  'build cache': {
    '@docusaurus/core/lib/webpack/base.js':
      "speed/buildCache.ts appends the layer's make-up to the cache version set here: check it is still experiments.cache.version (Rspack) or cache.version (webpack), and what the version is made of",
  },
  'swizzle CodeBlock': {
    '@docusaurus/theme-classic/lib/theme/CodeBlock/index.js':
      'src/theme/CodeBlock re-implements it: compare the string and element paths',
  },
  'swizzle CodeBlock/Content/String': {
    '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/String.js':
      'src/theme/CodeBlock/Content/String.tsx is ejected from it: merge upstream changes',
    '@docusaurus/theme-common/lib/hooks/useCodeWordWrap.js':
      'speed/theme/useCodeWordWrap.ts re-implements it: merge upstream changes',
  },
  'swizzle CodeBlock/Line': {
    '@docusaurus/theme-classic/lib/theme/CodeBlock/Line/index.js':
      'src/theme/CodeBlock/Line replaces it: compare classes and props',
  },
  'swizzle CodeBlock/Buttons': {
    '@docusaurus/theme-classic/lib/theme/CodeBlock/Buttons/index.js':
      'src/theme/CodeBlock/Buttons wraps it: check the buttons it renders',
  },
  'swizzle Tabs': {
    '@docusaurus/theme-classic/lib/theme/Tabs/index.js':
      "src/theme/Tabs is ejected from it to drop the root's key={String(isBrowser)} (src/theme/README.md): merge upstream changes, and drop the ejection if that key is gone",
    '@docusaurus/theme-common/lib/utils/tabsUtils.js':
      'src/theme/Tabs calls useTabs, useTabsContextValue, sanitizeTabsChildren and TabsProvider as the theme did when it was ejected: compare',
    '@docusaurus/theme-common/lib/utils/scrollUtils.js':
      "src/theme/Tabs keeps the page from jumping with useScrollPositionBlocker's blockElementScrollPositionUntilNextRender: check it",
  },
  // What src/ reaches of Docusaurus's internals outside the swizzles' own theme files.
  'src/theme (theme-common/internal)': {
    '@docusaurus/theme-common/lib/internal.js': `the names src/theme's swizzles import from ${internal} (see usedBy): check each is still exported, from the file pinned below`,
  },
  'swizzle AnnouncementBar': {
    '@docusaurus/theme-common/lib/contexts/announcementBar.js':
      "src/theme/AnnouncementBar clears the pre-hydration attribute when useAnnouncementBar's isActive is true: check isActive, the attribute's name and the storage of the dismissed id",
  },
  'swizzles CodeBlock/Buttons/CopyButton, CodeBlock/Content/String': {
    '@docusaurus/theme-common/lib/utils/codeBlockUtils.js':
      "CopyButton gives the theme's button a CodeBlockContextProvider of its own (metadata, wordWrap); String.tsx builds the block with createCodeBlockMetadata: check their props",
  },
  'swizzle Blog/Components/Author/Socials': {
    '@docusaurus/theme-classic/lib/theme/Blog/Components/Author/Socials/index.js':
      "src/theme/Blog/Components/Author/Socials replaces this file (GitHub's icon, the generic one for others): check the props it is given, its markup and its CSS",
  },
  'swizzle BlogPostItem/Header/Info': {
    '@docusaurus/theme-classic/lib/theme/BlogPostItem/Header/Info/index.js':
      "src/theme/BlogPostItem/Header/Info replaces it with the same markup and words, the date written without Intl (src/lib/dates.ts): compare both, and the reading time's message",
  },
  'swizzle DocVersionBanner': {
    '@docusaurus/theme-classic/lib/theme/DocVersionBanner/index.js':
      'src/theme/DocVersionBanner renders nothing and stops the build on a version with a banner: check that the theme still shows a banner only then',
  },
  'swizzle DocRoot': {
    '@docusaurus/theme-classic/lib/theme/DocRoot/index.js':
      'src/theme/DocRoot copies this file, the not-found screen loaded lazily: compare the two',
  },
  'swizzle Admonition/Types': {
    '@docusaurus/theme-classic/lib/theme/Admonition/index.js':
      'src/theme/Admonition/Types keeps info because this file falls back to it for a type it does not know: check the fallback',
  },
  'swizzle DocSidebarItem': {
    '@docusaurus/theme-classic/lib/theme/DocSidebarItem/index.js':
      'src/theme/DocSidebarItem renders link items only, as this file does for type link: check the item types and props',
  },
  'swizzle LastUpdated': {
    '@docusaurus/theme-classic/lib/theme/EditMetaRow/index.js':
      'src/theme/LastUpdated stops the build whenever it renders: check that this file still renders it only with a date or author',
  },
  'swizzle Navbar/MobileSidebar': {
    '@docusaurus/theme-common/lib/contexts/navbarMobileSidebar.js':
      "src/theme/Navbar/MobileSidebar reads useNavbarMobileSidebar's shown and toggle: check them",
  },
  'swizzle LiveCodeBlock': {
    '@docusaurus/theme-classic/lib/theme/CodeBlock/index.js':
      'src/theme/LiveCodeBlock shows the block through @theme-init/CodeBlock (this file) until the playground loads: check its props',
  },
  'src/clientModules/endThemeProgressBar.ts': {
    '@docusaurus/theme-classic/lib/nprogress.js':
      "endThemeProgressBar ends the theme's route progress bar (this client module) through the nprogress singleton, once more just after the module's 200 ms delay: check the bar still comes from nprogress, and the delay",
  },
  'not-found suggestions': {
    '@docusaurus/core/lib/server/codegen/codegenRoutes.js':
      "src/components/NotFoundSuggestions reads every route's path from @generated/routes (routes.js, written here; speed/route-data/client/routes.ts in its place with the layer), nested under `routes`: check both still give that shape",
  },
  'swizzle EditThisPage': {
    '@docusaurus/theme-classic/lib/theme/EditThisPage/index.js':
      'src/theme/EditThisPage replaces it with a plain link (no new tab): check its props, class, icon and words',
  },
  'swizzle Icon/ExternalLink': {
    '@docusaurus/theme-classic/lib/theme/Icon/ExternalLink/index.js':
      'src/theme/Icon/ExternalLink draws nothing, since no link opens a new tab: check the icon still only says that a link does',
  },
  'src/css/custom.css': {
    '@docusaurus/theme-common/lib/components/ThemedComponent/styles.module.css':
      "src/css/custom.css shows the light image of a pair before any script runs by matching the class themedComponent--light: check the class's name and when the theme hides it",
  },
};

/**
 * Site files outside speed/ that reach a piece's file through an internal path; upstream.test.ts
 * holds that every such import is listed.
 */
const usedBy: Record<string, {file: string; through: string}[]> = {
  'src/theme (theme-common/internal)': [
    'src/theme/AnnouncementBar/index.tsx',
    'src/theme/CodeBlock/Buttons/CopyButton/index.tsx',
    'src/theme/CodeBlock/Content/String.tsx',
    'src/theme/Navbar/MobileSidebar/index.tsx',
    'src/theme/Tabs/index.tsx',
  ].map((file) => ({file, through: internal})),
  'swizzle LiveCodeBlock': [
    {file: 'src/theme/LiveCodeBlock/index.tsx', through: '@theme-init/CodeBlock'},
  ],
  'not-found suggestions': [
    {file: 'src/components/NotFoundSuggestions/index.tsx', through: '@generated/routes'},
  ],
};

export const pinnedFiles: PinnedFile[] = Object.entries(pins).flatMap(([piece, files]) =>
  Object.entries(files).map(([file, recheck]) => ({
    piece,
    file,
    recheck,
    ...(usedBy[piece] && {usedBy: usedBy[piece]}),
  })),
);
