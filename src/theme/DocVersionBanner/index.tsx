// Replacement: renders nothing, as the theme's would for our one version; a version with a banner stops the build.
import type {ReactNode} from 'react';
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';

export default function DocVersionBanner(): ReactNode {
  const {banner, label} = useDocsVersion();
  if (banner) {
    throw new Error(`The docs version "${label}" has a "${banner}" banner: delete src/theme/DocVersionBanner so that the theme's shows it.`);
  }
  return null;
}
