// The phone menu as a modal dialog while open (src/lib/useDrawerFocus.ts).
import React, {useEffect, type ReactNode} from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import type MobileSidebarType from '@theme/Navbar/MobileSidebar';
import type {WrapperProps} from '@docusaurus/types';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import {useDrawerFocus} from '@site/src/lib/useDrawerFocus';

type Props = WrapperProps<typeof MobileSidebarType>;

export default function MobileSidebarWrapper(props: Props): ReactNode {
  const {shown, shouldRender, toggle} = useNavbarMobileSidebar();
  // Once the drawer is there too: it comes with the window's size, which speed/stepped-start sets
  // in a transition after hydration, later than a menu opened before hydration is opened here.
  useDrawerFocus(shown && shouldRender, toggle);
  // At hydration, a menu opened before it (./Toggle) stays open, as this one.
  useEffect(() => {
    if (document.querySelector('.site-early-menu[open]')) toggle();
  }, [toggle]);
  return <MobileSidebar {...props} />;
}
