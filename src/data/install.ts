// The copy of the installation landing page (src/pages/getting-started/installation.tsx).
import {pageCards} from './pageCards';

/** The installation landing page: one card per platform, each pointing into the docs. */
export type Platform = {
  name: string;
  summary: string;
  command: string;
  to: string;
};

export const intro = {
  title: pageCards.installation.title,
  lead:
    'Choose your platform. On macOS and Windows, Podman runs its containers in a small Linux virtual ' +
    'machine that it manages for you; on Linux and FreeBSD it runs them directly.',
  desktop: {
    text: 'Prefer a graphical installer? Podman Desktop installs and manages Podman for you.',
    link: {label: 'Download Podman Desktop', href: 'https://podman-desktop.io/downloads'},
  },
  full: {label: 'Read the full installation guide', to: '/docs/installation'},
};

export const platforms: Platform[] = [
  {
    name: 'macOS',
    summary:
      'Run the installer from the Podman releases on GitHub, then create and start a Podman machine.',
    command: 'podman machine init\npodman machine start',
    to: '/docs/installation#macos',
  },
  {
    name: 'Windows',
    summary: 'Install Podman, then let it create a machine backed by WSL 2.',
    command: 'podman machine init\npodman machine start',
    to: '/docs/installation#windows',
  },
  {
    name: 'Linux',
    summary:
      'Podman is packaged for the major distributions: install it with your package manager.',
    command:
      'sudo dnf -y install podman   # Fedora\nsudo apt-get -y install podman   # Debian, Ubuntu',
    to: '/docs/installation#linux-distributions',
  },
  {
    name: 'FreeBSD',
    summary:
      'Podman is in the FreeBSD packages collection; install it as root, then enable the service.',
    command: 'pkg install podman\nservice podman enable',
    to: '/docs/installation#freebsd',
  },
  {
    name: 'From source',
    summary: 'Build Podman and its dependencies yourself, for development or an unusual platform.',
    command:
      'git clone https://github.com/containers/podman/\ncd podman\nmake BUILDTAGS="selinux seccomp" PREFIX=/usr',
    to: '/docs/installation#building-from-source',
  },
];
