/**
 * What the speed layer was written against: package versions and the sha256 of
 * every upstream file a piece replaces, copies or hooks (paths under
 * node_modules). speed/upstream.test.ts compares them with what is installed;
 * after an upgrade, re-check each file it names as its recheck says, then
 * update the version or the hash here.
 */
export type PinnedFile = {piece: string; file: string; sha256: string; recheck: string};

export const pinnedVersions: Record<string, string> = {
  '@docusaurus/core': '3.10.2',
  '@docusaurus/theme-classic': '3.10.2',
  '@docusaurus/theme-common': '3.10.2',
  '@docusaurus/utils-common': '3.10.2',
  'react-router-config': '5.1.1',
  'prism-react-renderer': '2.4.1',
  tslib: '2.9.1',
  // Writes the runtime's chunk-file map that speed/route-data/plugin/chunkHashes.ts
  // trims (its template is in Rspack's native code; the build stops if the shape moves).
  '@rspack/core': '1.7.12',
};

export const pinnedFiles: PinnedFile[] = [
  {
    piece: 'stepped-start',
    file: '@docusaurus/core/lib/client/clientEntry.js',
    sha256: 'a9d6514eaf79c05c7d5275b5139298a5467c1c8339ab8a887c5d8ba61aff9871',
    recheck: "speed/stepped-start/client/clientEntry.ts repeats its start-up in steps: compare what it renders and in which order",
  },
  {
    piece: 'stepped-start',
    file: '@docusaurus/core/lib/client/App.js',
    sha256: '1442f48492b535165d7e2767d4d1615713bb517a883c5142113740aaef086cba',
    recheck: "speed/stepped-start/client/app.tsx loads the App in its own step: check its imports are still what app.tsx splits",
  },
  {
    piece: 'route-data',
    file: '@docusaurus/core/lib/client/docusaurus.js',
    sha256: 'b0d1dbdc1e3a706fe1ffd91c726d8348c5e4ed6ac95a716f549eb58127a4b202',
    recheck: "speed/route-data/client/docusaurusGlobal.ts replaces it: compare prefetch and preload",
  },
  {
    piece: 'route-data',
    file: '@docusaurus/core/lib/client/exports/ComponentCreator.js',
    sha256: '5f99bdbd725f6e0b2943d25f99c93205952e9b45ac78c76b63f62a767bbba363',
    recheck: "speed/route-data/client/RouteComponent.tsx replaces it: compare how a route's modules are loaded and merged",
  },
  {
    piece: 'route-data',
    file: '@docusaurus/core/lib/client/preload.js',
    sha256: '8c1e3de18d307e2fb4aee43f765f1d06b05357889b9923467bef44a358683542',
    recheck: "replaced by speed/route-data/client/preload.ts (NormalModuleReplacement): compare which routes it preloads",
  },
  {
    piece: 'route-data',
    file: '@docusaurus/theme-common/lib/utils/routesUtils.js',
    sha256: 'f5f678e39a00ecf345e453767360a352ece73feeab6fc3194dfc2b65e90ccfe3',
    recheck: "reads @generated/routes on every page (findHomePageRoute); speed/route-data/plugin/routeTree.ts homePageKeys puts the routes it walks in each page's branch: compare the walk",
  },
  {
    piece: 'route-data',
    file: '@docusaurus/core/lib/client/prefetch.js',
    sha256: '7543271549a9882a308f0fad8155631ab98c0389a75a88946f3be11c8933089c',
    recheck: "imported by speed/route-data/client: check its signature",
  },
  {
    piece: 'route-data',
    file: '@docusaurus/core/lib/client/routeContext.js',
    sha256: '5b7cfc91bc8809225adf6df3fcce375ecb9d89724c6ea422ff395371daf7dfab',
    recheck: "imported by speed/route-data/client/RouteComponent.tsx: check its props",
  },
  {
    piece: 'route-data',
    file: '@docusaurus/core/lib/server/codegen/codegenRoutes.js',
    sha256: '6bdf7133ebc411f96e918619faf14543239e27adebe60f4bbb081a392349689c',
    recheck: "writes registry.js, routesChunkNames.json and routes.js that speed/route-data parses (unnameChunks.cjs, routeTree.ts): check their format",
  },
  {
    piece: 'fast-route-matching',
    file: 'react-router-config/esm/react-router-config.js',
    sha256: '70a542193f5cf957aea639cc54b9a944cdbf301a17b1bf25ef323c11653cd991',
    recheck: "speed/fast-route-matching/client answers for it: check matchRoutes and renderRoutes still behave as our unit tests assume",
  },
  {
    piece: 'fast-route-matching',
    file: '@docusaurus/core/lib/client/exports/renderRoutes.js',
    sha256: '1e6c09c6fedea3253fdae9f27fcf1a23f6fbc11517d4433f2f5f91c951750312',
    recheck: "imports react-router-config: check it still does, or the alias matches nothing",
  },
  {
    piece: 'fast-route-matching',
    file: '@docusaurus/core/lib/client/normalizeLocation.js',
    sha256: '2759003e81bfa6c32540f148b51ed629bd449b8b0bec6c0a0817247a56eb588e',
    recheck: "imports react-router-config: check it still does",
  },
  {
    piece: 'slim-prism',
    file: '@docusaurus/theme-classic/lib/prism-include-languages.js',
    sha256: 'a464a26897ccb5b2a509dcec3fd9b35e7038c1ee91f7f8863c7096e991af8774',
    recheck: "replaced by speed/slim-prism/client/noGrammarsHere.ts: check it only loads additionalLanguages",
  },
  {
    piece: 'slim-prism',
    file: 'prism-react-renderer/dist/index.mjs',
    sha256: '813d689971589fa1d93ad48c4d554cd50527d5dcf56970bcde20befef1ce3202',
    recheck: "speed/slim-prism/client re-implements Highlight and exports Prism: compare the exports the theme imports",
  },
  {
    piece: 'slim-tslib',
    file: '@docusaurus/utils-common/lib/index.js',
    sha256: 'f67a902f603f736c0b6b81dfe3c4b600e26ad3018fb19158d877a8fe5d55424e',
    recheck: "check which tslib helpers utils-common requires: speed/slim-tslib/client/importDefault.ts holds only __importDefault",
  },
  {
    piece: 'page-template',
    file: '@docusaurus/core/lib/ssg/ssgTemplate.html.js',
    sha256: '5d6584e4a61b22d44bbbd7fe92a7a30352564b5a1dc89853a9bdbbf14d092597',
    recheck: "speed/page-template/ssrTemplate.ts is a copy with a different script start: bring over any new template variable",
  },
  {
    piece: 'compile-hints',
    file: '@docusaurus/core/lib/webpack/base.js',
    sha256: 'b3c441dfc9ae516bb37243d2a502d4acf3298c0c9acd62120e644a0c067513ea',
    recheck: "check main.js is still named main.<hash>.js (speed/compile-hints matches that name)",
  },
  {
    piece: 'prefetch-when-idle',
    file: '@docusaurus/core/lib/client/exports/Link.js',
    sha256: 'cd83fc0c2bffaab83186636c309c8086aac4aa53594dc7eeb4b9f9817527d277',
    recheck: "speed/prefetch-when-idle queues the window.docusaurus.prefetch calls Link makes when a link scrolls into view, leaving preload (hover) immediate: check Link still calls them so",
  },
  {
    piece: 'build cache',
    file: '@docusaurus/core/lib/webpack/base.js',
    sha256: 'b3c441dfc9ae516bb37243d2a502d4acf3298c0c9acd62120e644a0c067513ea',
    recheck: "speed/buildCache.ts appends the layer's make-up to the cache version set here: check it is still experiments.cache.version (Rspack) or cache.version (webpack), and what the version is made of",
  },
  {
    piece: 'swizzle CodeBlock',
    file: '@docusaurus/theme-classic/lib/theme/CodeBlock/index.js',
    sha256: '639f8655d319e123c4efa5223a42078d3e98ea361e206f6f1bfb87b080a28904',
    recheck: "src/theme/CodeBlock re-implements it: compare the string and element paths",
  },
  {
    piece: 'swizzle CodeBlock/Content/String',
    file: '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/String.js',
    sha256: '81ab153e9e797be7a86bcfe00dfd53ae6eb14bca2b40d30515d075e5b4e95f99',
    recheck: "src/theme/CodeBlock/Content/String.tsx is ejected from it: merge upstream changes",
  },
  {
    piece: 'swizzle CodeBlock/Line',
    file: '@docusaurus/theme-classic/lib/theme/CodeBlock/Line/index.js',
    sha256: '5512298d8a194b78aec9759f944e035c75660bb887040779576dc1fed63ddce8',
    recheck: "src/theme/CodeBlock/Line replaces it: compare classes and props",
  },
  {
    piece: 'swizzle CodeBlock/Buttons',
    file: '@docusaurus/theme-classic/lib/theme/CodeBlock/Buttons/index.js',
    sha256: '8cc39d7b3812bfb9b53e20228bb4ed20f8885e0ff3592392b0e63c749dfae87f',
    recheck: "src/theme/CodeBlock/Buttons wraps it: check the buttons it renders",
  },
  {
    piece: 'swizzle CodeBlock/Content/String',
    file: '@docusaurus/theme-common/lib/hooks/useCodeWordWrap.js',
    sha256: '3483ac26c8c5cb90064902fb63a5256576092207a86b572480a04a8fb103b012',
    recheck: "speed/theme/useCodeWordWrap.ts re-implements it: merge upstream changes",
  },
  {
    piece: 'swizzle Tabs',
    file: '@docusaurus/theme-classic/lib/theme/Tabs/index.js',
    sha256: '7fe3d248d13cc48de3b9000e6cea72251cb05b593155fc93c4171dc684367242',
    recheck: "src/theme/Tabs is ejected from it to drop the root's key={String(isBrowser)} (src/theme/README.md): merge upstream changes, and drop the ejection if that key is gone",
  },
];
