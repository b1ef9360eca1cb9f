// Docusaurus's `future` flags: the v4 behaviours we take now, chosen by the installed major.
import fs from 'node:fs';
import type {Config} from '@docusaurus/types';

export function docusaurusMajor(
  manifest: string = require.resolve('@docusaurus/core/package.json'),
): number {
  const version = (JSON.parse(fs.readFileSync(manifest, 'utf8')) as {version?: unknown}).version;
  const major = typeof version === 'string' ? Number(version.split('.')[0]) : NaN;
  if (!Number.isInteger(major)) {
    throw new Error(`${manifest} has no version to read a major from: ${JSON.stringify(version)}`);
  }
  return major;
}

/**
 * Every v4 behaviour but storage namespacing: the keys stay the earlier site's, so a returning
 * visitor's choices still apply. Docusaurus 4 rejects the flags of what it made the default
 * (scripts/drill/).
 */
export function futureFor(major: number) {
  return {
    v4: {
      ...(major < 4 ? {removeLegacyPostBuildHeadAttribute: true} : {}),
      useCssCascadeLayers: true,
      siteStorageNamespacing: false,
      fasterByDefault: true,
      mdx1CompatDisabledByDefault: true,
    },
    // Pages render in the build's own thread: each SSG worker thread loads its own copy of the
    // server bundle, which at ten times the archive cost memory and, on two cores, no time
    // (maintaining/scale.md).
    faster: {ssgWorkerThreads: false},
  } satisfies Config['future'];
}

export const future = futureFor(docusaurusMajor());
