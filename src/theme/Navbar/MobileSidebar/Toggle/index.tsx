// Before hydration, and without JavaScript, the menu button is a disclosure that shows the navbar's
// own links in rows (src/css/navbar.css), so that a tap on it is never lost; from hydration on, the
// theme's button and its phone menu. A disclosure left open then becomes the open phone menu
// (../index.tsx).
import React, {type ReactNode} from 'react';
import Toggle from '@theme-original/Navbar/MobileSidebar/Toggle';
import IconMenu from '@theme/Icon/Menu';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {phoneMenu} from '@site/src/data/phoneMenu';

export default function ToggleWrapper(): ReactNode {
  if (useIsBrowser()) return <Toggle />;
  return (
    <details className="navbar__toggle site-early-menu">
      <summary className="clean-btn" aria-label={phoneMenu.toggle}>
        <IconMenu />
      </summary>
    </details>
  );
}
