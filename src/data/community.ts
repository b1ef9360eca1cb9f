// The copy of the community page (src/pages/community.tsx).
import type {ExternalLink} from './types';
import {pageCards} from './pageCards';

export const intro = {
  title: pageCards.community.title,
  lead:
    'Podman is built in the open, and we want to hear from you: feedback, bug reports, patches and ' +
    'help with development are all welcome. Talk to us on Matrix, Discord, IRC or the mailing list, ' +
    'and send issues and pull requests the way the contributing guide describes.',
  contributing: {
    label: 'Contributing guide',
    href: 'https://github.com/containers/podman/blob/main/CONTRIBUTING.md',
  },
};

export const conduct = {
  body: 'Everyone who takes part is expected to follow the Code of Conduct.',
  link: {
    label: 'Read the Code of Conduct',
    href: 'https://github.com/containers/common/blob/main/CODE-OF-CONDUCT.md',
  },
};

export const chat = {
  title: 'Chat with the Podman community',
  body:
    'Most developers are online during business hours in Central Europe and on the US East Coast. ' +
    'If you write from another time zone, an answer may take a little while.',
  channels: [
    {
      label: 'Matrix: #podman:fedoraproject.org',
      href: 'https://matrix.to/#/#podman:fedoraproject.org',
    },
    // The earlier site labelled this #podman but linked #podman-desktop; we link what we name.
    {label: 'IRC: #podman on libera.chat', href: 'https://web.libera.chat/#podman'},
    {label: 'GitHub Discussions', href: 'https://github.com/containers/podman/discussions'},
    {label: 'Discord', href: 'https://discord.gg/vwpj7K6gW5'},
  ] satisfies ExternalLink[],
};

export type Meeting = {
  name: string;
  schedule: string;
  time: string;
  about: string;
  join: ExternalLink;
  agenda: ExternalLink;
};

export const meetings = {
  title: 'Podman community meetings',
  body:
    'Two meetings alternate month by month, and many maintainers attend both: a good chance to ask ' +
    'them questions directly. To put a topic on the agenda, write to the mailing list.',
  items: [
    {
      name: 'Podman Community Meeting',
      schedule: 'First Tuesday of even-numbered months',
      time: '11:00 US Eastern / 17:00 Central European',
      about:
        'Demos, open discussion of Podman and related container technology, and news from Podman and ' +
        'the other projects under github.com/containers.',
      join: {
        label: 'Join the meeting',
        href: 'https://zoom-lfx.platform.linuxfoundation.org/meeting/97486138230?password=3144ae43-0fd5-457e-a495-bb4e0202e9c2',
      },
      agenda: {label: 'Meeting agenda', href: 'https://hackmd.io/fc1zraYdS0-klJ2KJcfC7w'},
    },
    {
      name: 'Podman Community Cabal',
      schedule: 'First Tuesday of odd-numbered months',
      time: '11:00 US Eastern / 17:00 Central European',
      about:
        'Planning: possible future changes to Podman and related Containers projects, and open problems ' +
        'that still need a solution.',
      join: {
        label: 'Join the cabal',
        href: 'https://zoom-lfx.platform.linuxfoundation.org/meeting/96844452039?password=cc6cf3da-6a3b-437b-88d4-d1c233ffd352',
      },
      agenda: {label: 'Cabal agenda', href: 'https://hackmd.io/gQCfskDuRLm7iOsWgH2yrg?both'},
    },
  ] satisfies Meeting[],
  platformNote: 'Both meetings are held on Zoom through the Linux Foundation’s LFX platform.',
  desktop: {
    body: 'Looking for the Podman Desktop meetings? They have their own schedule.',
    link: {
      label: 'Podman Desktop community events',
      href: 'https://podman-desktop.io/community#community-events',
    },
  },
};

export const mailingList = {
  title: 'Mailing list',
  body: 'The list is the place for questions, concerns and comments about Podman. Its archives can be browsed and searched.',
  site: {label: 'lists.podman.io', href: 'https://lists.podman.io/'},
  steps: [
    {
      text: 'Send an e-mail with the subject “Subscribe” to',
      link: {label: 'podman-join@lists.podman.io', href: 'mailto:podman-join@lists.podman.io'},
    },
    {
      text: 'or enter your address on the',
      link: {
        label: 'sign-up page',
        href: 'https://lists.podman.io/admin/lists/podman.lists.podman.io/',
      },
    },
  ],
  after:
    'Either way you receive a confirmation e-mail. Once you have replied to it, you can write to ' +
    'podman@lists.podman.io and manage your subscription on the web page.',
  bugs: 'Please report bugs as GitHub issues rather than on the list.',
};

export const projects = ['Podman', 'Podman Desktop', 'Buildah', 'Skopeo', 'CRI-O'] as const;

export const issueLinks: Record<(typeof projects)[number], {open: string; create: string}> = {
  Podman: {
    open: 'https://github.com/containers/podman/issues',
    create: 'https://github.com/containers/podman/issues/new/choose',
  },
  'Podman Desktop': {
    open: 'https://github.com/containers/podman-desktop/issues',
    create: 'https://github.com/containers/podman-desktop/issues/new/choose',
  },
  Buildah: {
    open: 'https://github.com/containers/buildah/issues',
    create: 'https://github.com/containers/buildah/issues/new/choose',
  },
  Skopeo: {
    open: 'https://github.com/containers/skopeo/issues',
    create: 'https://github.com/containers/skopeo/issues/new/choose',
  },
  'CRI-O': {
    open: 'https://github.com/cri-o/cri-o/issues',
    create: 'https://github.com/cri-o/cri-o/issues',
  },
};

export const contributing = {
  title: 'Submitting issues and pull requests',
  lead: 'A short version of the rules. The full text is in the contributing guide.',
  guide: {
    label: 'CONTRIBUTING.md',
    href: 'https://github.com/containers/common/blob/main/CONTRIBUTING.md',
  },
  issues: {
    title: 'Submitting issues',
    points: [
      'Never put private or sensitive information in an issue.',
      'Search the open issues first. If yours is there, add your scenario and subscribe to updates.',
      'When you open a new one, give enough detail to reproduce the problem, and leave out what does not bear on it.',
    ],
  },
  pullRequests: {
    title: 'Submitting pull requests',
    points: [
      'Pull requests of any size are welcome: typo fixes, comments, tests, bug fixes, features, documentation.',
      'A bug fix needs no issue first, but should carry the same information, such as the steps to reproduce.',
      'For a feature, explain the use cases it serves; split a large change into smaller self-contained ones where it makes sense.',
      'Every pull request documents its code, adds tests (ideally ones that fail without the change) and updates the docs.',
    ],
    more: {
      label: 'More on submitting pull requests',
      href: 'https://github.com/containers/podman/blob/main/CONTRIBUTING.md#submitting-pull-requests',
    },
  },
};

export const thanks = 'Thank you for helping make Podman better.';
