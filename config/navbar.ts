// The navbar's items and logo, as the earlier podman.io had them (the spec's §2).
import type {Navbar} from '@docusaurus/theme-common';
import {githubOrg} from './site';

// Every item sits on the right, in the earlier site's order.
export const navbar = {
  title: 'Podman',
  // The title beside it says "Podman": an empty alt, so the link is read once.
  logo: {alt: '', src: 'img/podman-logo.svg', width: 32, height: 32},
  hideOnScroll: true,
  items: [
    {to: '/features', label: 'Features', position: 'right'},
    {to: '/get-started', label: 'Get Started', position: 'right'},
    {to: '/community', label: 'Community', position: 'right'},
    // External, but opened in the same tab, as the old site did and every link here does
    // (maintaining/decisions.md).
    {
      href: 'https://blog.podman.io',
      label: 'Development Blog',
      position: 'right',
      target: '_self',
    },
    {type: 'doc', docId: 'podman', label: 'Documentation', position: 'right'},
    {
      href: githubOrg,
      label: 'GitHub',
      position: 'right',
      target: '_self',
    },
  ],
} satisfies Partial<Navbar>;
