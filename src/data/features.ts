// The copy of the features page (src/pages/features.tsx).
import type {Card} from './types';
import {pageCards} from './pageCards';

export const intro = {
  title: pageCards.features.title,
  lead:
    'Podman is an open source engine for containers, pods and container images. It makes it easy to ' +
    'find, run, build and share containers, from the command line or from a desktop app.',
};

export const orientationTitle = 'Getting to know Podman';

export const orientation: (Card & {to?: string})[] = [
  {
    title: 'Take a quick dive',
    body: 'The docs walk through the basic commands and point you to the guides that go deeper.',
    to: '/docs',
  },
  {
    title: "Join Podman's community",
    body:
      'An active chat, a mailing list and open meetings on a regular schedule. Users and people ' +
      'who would like to contribute are equally welcome.',
    to: '/community',
  },
  {
    title: 'Need some help?',
    body: 'Read the troubleshooting guide, search the reference documentation, or open an issue.',
    link: {
      label: 'Podman troubleshooting guide',
      href: 'https://github.com/containers/podman/blob/main/troubleshooting.md',
    },
  },
];

export const cliTitle = 'The Podman command line';
export const cliLead =
  'Everything you do with containers has a podman command, and most of them read like the Docker ' +
  'commands you may already know.';

/** The four verbs of container work, each with the command that does it. */
export const cliSteps: {verb: string; body: string; command: string}[] = [
  {
    verb: 'Find',
    body: 'Search registries for an image, then pull it.',
    command: 'podman search httpd\npodman pull docker.io/library/httpd',
  },
  {
    verb: 'Run',
    body: 'Start a container in the background and publish a port.',
    command: 'podman run -dt -p 8080:80/tcp docker.io/library/httpd',
  },
  {
    verb: 'Build',
    body: 'Build an image from a Containerfile or Dockerfile.',
    command: 'podman build -t myapp .',
  },
  {
    verb: 'Share',
    body: 'Push the image to any registry you can log in to.',
    command: 'podman push myapp quay.io/myuser/myapp',
  },
];

export const desktop = {
  title: 'Podman Desktop',
  lead:
    "Podman's graphical companion installs Podman and lets you work with it (and with other engines) " +
    'on Windows, macOS and Linux.',
  link: {label: 'Visit podman-desktop.io', href: 'https://podman-desktop.io'},
  sections: [
    {
      title: 'Manage containers, not only Podman ones',
      points: [
        'One view lists and manages containers from every supported engine.',
        'Open a shell, read the logs, start and stop a container in a click.',
        'Works with Podman, Docker, Lima, kind, Red Hat OpenShift and the Red Hat OpenShift Developer Sandbox.',
      ],
    },
    {
      title: 'Build, pull and push images',
      points: [
        'Build an image from a Dockerfile or Containerfile.',
        'Pull images from remote registries and run them.',
        'Keep accounts for several registries and push images to them.',
      ],
    },
    {
      title: 'Turn containers into pods',
      points: [
        'Pick the containers that belong together and make a pod of them.',
        'Read the logs of the whole pod and inspect each member.',
        'Play Kubernetes YAML locally without a cluster, or generate YAML from your pods.',
      ],
    },
    {
      title: 'Deploy to Kubernetes',
      points: [
        'Send pods to a local or remote Kubernetes context, with the YAML generated for you.',
      ],
    },
  ],
};

export const learnMore = {
  title: 'Want to learn more?',
  postsTitle: 'Recent posts',
  postsMore: {label: 'More posts about Podman', to: '/blogs'},
};
