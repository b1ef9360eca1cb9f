// Ejected from @docusaurus/theme-classic 3.10.2, which marks this file safe to
// eject: it exists to be changed (src/theme/README.md). The theme's map names
// nine item types, so every page's main script carried all nine, the version
// and locale dropdowns included (2.5 KB compressed). The navbar
// (config/navbar.ts) uses two: links and a doc. An item of another type stops
// the build with the theme's own error, `No NavbarItem component found for
// type "…"`: add its component here. The map is untyped: the theme's
// ComponentTypesObject requires all nine. Otherwise upstream's text and layout.
/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import DocNavbarItem from '@theme/NavbarItem/DocNavbarItem';

const ComponentTypes = {
  default: DefaultNavbarItem,
  doc: DocNavbarItem,
};

export default ComponentTypes;
