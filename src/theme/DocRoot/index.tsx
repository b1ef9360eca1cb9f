// Replacement (not a safe swizzle; src/theme/README.md): the theme's DocRoot, whose not-found
// screen, for an address under /docs with no page, now loads only when it shows. The theme imported
// it, with its copy and search box, into every doc page's first load (1.2 KiB compressed).
import React, {lazy, type ReactNode} from 'react';
import {HtmlClassNameProvider, ThemeClassNames} from '@docusaurus/theme-common';
import {DocsSidebarProvider, useDocRootMetadata} from '@docusaurus/plugin-content-docs/client';
import DocRootLayout from '@theme/DocRoot/Layout';
import type {Props} from '@theme/DocRoot';

// No Suspense boundary of its own: until the chunk is in, the page as it was stays (hydrating
// 404.html, which the server sends for such an address, or the page a link left), not a blank.
const NotFoundContent = lazy(() => import('@theme/NotFound/Content'));

export default function DocRoot(props: Props): ReactNode {
  const current = useDocRootMetadata(props);
  if (!current) return <NotFoundContent />;
  return (
    <HtmlClassNameProvider className={ThemeClassNames.page.docsDocPage}>
      <DocsSidebarProvider name={current.sidebarName} items={current.sidebarItems}>
        <DocRootLayout>{current.docElement}</DocRootLayout>
      </DocsSidebarProvider>
    </HtmlClassNameProvider>
  );
}
