// The phone menu as a modal dialog while open (src/lib/useDrawerFocus.ts).
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
