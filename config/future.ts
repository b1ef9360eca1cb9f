import fs from 'node:fs';
import type {Config} from '@docusaurus/types';

/** The major version of the @docusaurus/core that is installed (read from its package.json). */
export function docusaurusMajor(manifest: string = require.resolve('@docusaurus/core/package.json')): number {
  const version = (JSON.parse(fs.readFileSync(manifest, 'utf8')) as {version?: unknown}).version;
  const major = typeof version === 'string' ? Number(version.split('.')[0]) : NaN;
  if (!Number.isInteger(major)) throw new Error(`${manifest} has no version to read a major from: ${JSON.stringify(version)}`);
  return major;
}

/**
 * The `future` config for Docusaurus `major`. Every v4 behaviour but one: v4
 * suffixes storage keys with a site hash ("theme-10c"), and the keys stay the
 * earlier site's (theme, docusaurus.announcement.dismiss, …), so that a
 * returning visitor's choices still apply: namespacing stays off. Docusaurus 4 rejects the flags of what it made the
 * default, so on v4 those are left out (scripts/drill/, the Docusaurus 4 drill).
 */
export function futureFor(major: number) {
  return {
    v4: {
      // Always on in v4, which no longer accepts the flag.
      ...(major < 4 ? {removeLegacyPostBuildHeadAttribute: true} : {}),
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
}

export const future = futureFor(docusaurusMajor());
