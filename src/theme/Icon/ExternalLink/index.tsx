// Replacement (no safe swizzle; src/theme/README.md): no link of the site opens a new tab
// (maintaining/decisions.md), so the theme's icon, labelled "(opens in new tab)" beside the
// footer's and the docs sidebar's links to other sites, would say what is not so. It draws nothing.
export default function IconExternalLink(): null {
  return null;
}
