// Replacement (not a safe swizzle; src/theme/README.md): the docs sidebar (sidebars.ts) holds docs
// and links only, yet the theme's item imported the category item too (a collapsible group, about
// 0.9 KB compressed) into every doc page's first load. A category, or an item of another type,
// stops the build here.
import React, {type ReactNode} from 'react';
import DocSidebarItemLink from '@theme/DocSidebarItem/Link';
import type {Props} from '@theme/DocSidebarItem';

const sameTab = {target: '_self'};

export default function DocSidebarItem({item, ...props}: Props): ReactNode {
  if (item.type !== 'link') {
    throw new Error(
      `The docs sidebar has an item of type "${item.type}": add its component to src/theme/DocSidebarItem.`,
    );
  }
  // Its links to other sites open in the same tab, as every link here does
  // (maintaining/decisions.md): the theme's item hands what it is given on to its Link.
  return <DocSidebarItemLink item={item} {...props} {...sameTab} />;
}
