// The footer's link groups (the spec's §2: Docs, Community, Projects) and its copyright line.
import type {Footer} from '@docusaurus/theme-common';
import {copyrightYear} from './site';

type Item = {label: string; to?: string; href?: string};

/**
 * The theme's footer opens a link to another site in a new tab; every link here opens in the same
 * one (maintaining/decisions.md).
 */
const inSameTab = (items: Item[]) =>
  items.map((item) => (item.href ? {...item, target: '_self'} : item));

export const footer = {
  style: 'dark',
  links: [
    {
      title: 'Docs',
      items: inSameTab([
        {label: 'Installation Instructions', to: '/docs/installation'},
        {label: 'Documentation', to: '/docs'},
        {label: 'Podman CLI Commands', href: 'https://docs.podman.io/en/latest/Commands.html'},
      ]),
    },
    {
      title: 'Community',
      items: inSameTab([
        {label: 'Matrix', href: 'https://matrix.to/#/#podman:fedoraproject.org'},
        {label: 'Discord', href: 'https://discord.com/invite/x5GzFF6QH4'},
        {label: 'Blog', href: 'https://blog.podman.io/'},
        {label: 'Mailing List', href: 'https://lists.podman.io'},
        {label: 'RSS Feed', href: 'https://blog.podman.io/feed/'},
      ]),
    },
    {
      title: 'Projects',
      items: inSameTab([
        {label: 'Podman GitHub', href: 'https://github.com/podman-container-tools/podman'},
        {label: 'Podman Desktop GitHub', href: 'https://github.com/podman-desktop/podman-desktop'},
        {label: 'Podman Website GitHub', href: 'https://github.com/containers/podman.io'},
        {label: 'Podman Desktop Website', href: 'https://podman-desktop.io/'},
      ]),
    },
  ],
  copyright:
    `Copyright © ${copyrightYear} Podman Container Tools, a Series of LF Projects, LLC. Built with Docusaurus. ` +
    'Terms of use, trademark and other project policies: ' +
    '<a href="https://lfprojects.org/policies/">LF Projects policies</a>.',
} satisfies Footer;
