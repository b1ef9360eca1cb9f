// Markdown tables scroll in a box of their own (src/components/ScrollingTable); links to other
// sites open in the same tab, as every link here does (maintaining/decisions.md), where the theme's
// opened a new one.
import React, {type ComponentProps, type ReactNode} from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import isInternalUrl from '@docusaurus/isInternalUrl';
import ScrollingTable from '@site/src/components/ScrollingTable';

function A(props: ComponentProps<'a'>): ReactNode {
  return isInternalUrl(props.href) ? <MDXComponents.a {...props} /> : <a {...props} />;
}

export default {
  ...MDXComponents,
  a: A,
  table: ScrollingTable,
};
