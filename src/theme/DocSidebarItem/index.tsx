// Replacement: link items only, as sidebars.ts makes; another type stops the build (src/theme/README.md).
import React, {type ReactNode} from 'react';
import DocSidebarItemLink from '@theme/DocSidebarItem/Link';
import type {Props} from '@theme/DocSidebarItem';

export default function DocSidebarItem({item, ...props}: Props): ReactNode {
  if (item.type !== 'link') {
    throw new Error(`The docs sidebar has an item of type "${item.type}": add its component to src/theme/DocSidebarItem.`);
  }
  return <DocSidebarItemLink item={item} {...props} />;
}
