// Replacement (not a safe swizzle; src/theme/README.md): renders nothing, as the theme's would for
// our one docs version, which has no banner. Its code (about 0.7 KB compressed) was in every doc
// page's first load only to render nothing. A version with a banner stops the build here, so the
// theme's component comes back before a visitor could miss the banner.
import type {ReactNode} from 'react';
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';

export default function DocVersionBanner(): ReactNode {
  const {banner, label} = useDocsVersion();
  if (banner) {
    throw new Error(
      `The docs version "${label}" has a "${banner}" banner: delete src/theme/DocVersionBanner so that the theme's shows it.`,
    );
  }
  return null;
}
