// Ejected: Docusaurus marks this file safe to eject, as it exists to be changed.
// The theme's map names nine item types, so every page's main script carried
// all nine, version and locale dropdowns included (2.5 KB compressed). The
// site's navbar (config/navbar.ts) uses two: links and a doc. An item of any
// other type stops the build with the theme's own error, `No NavbarItem
// component found for type "…"`: add its component here.
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import DocNavbarItem from '@theme/NavbarItem/DocNavbarItem';

const ComponentTypes = {
  default: DefaultNavbarItem,
  doc: DocNavbarItem,
};

export default ComponentTypes;
