// Ejected (safe): the two item types the navbar uses; another stops the build with the theme's own error.
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import DocNavbarItem from '@theme/NavbarItem/DocNavbarItem';

const ComponentTypes = {
  default: DefaultNavbarItem,
  doc: DocNavbarItem,
};

export default ComponentTypes;
