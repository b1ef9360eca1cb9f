// Wrapper: the theme's phone menu, with focus kept in it while it is open and
// Esc to close it (src/lib/useDrawerFocus.ts). The menu itself stays the theme's.
import React, {type ReactNode} from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import type MobileSidebarType from '@theme/Navbar/MobileSidebar';
import type {WrapperProps} from '@docusaurus/types';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import {useDrawerFocus} from '@site/src/lib/useDrawerFocus';

type Props = WrapperProps<typeof MobileSidebarType>;

export default function MobileSidebarWrapper(props: Props): ReactNode {
  const {shown, toggle} = useNavbarMobileSidebar();
  useDrawerFocus(shown, toggle);
  return <MobileSidebar {...props} />;
}
