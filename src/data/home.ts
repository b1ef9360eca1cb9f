// The copy of the home page (src/pages/index.tsx).
import type {Card, ExternalLink} from './types';
import {pageCards} from './pageCards';

export const hero = {
  title: pageCards.home.title,
  lead:
    'Podman finds, runs, builds and shares OCI containers and images. It manages pods the way ' +
    'Kubernetes does, so what you try on your laptop carries over to a cluster.',
  primary: {label: 'Get started', to: '/get-started'},
  secondary: {label: 'Install Podman', to: '/docs/installation'},
  releaseLabel: 'Latest release announcement',
  platformsLabel: 'Runs on',
  platforms: ['Linux', 'macOS', 'Windows', 'FreeBSD'],
};

export const pillarsTitle = 'Why people choose Podman';

export const pillars: Card[] = [
  {
    title: 'Fast and light',
    body:
      'No background daemon sits between you and your containers. Each container is a child of the ' +
      'command that started it, so there is less to run and less to go wrong.',
  },
  {
    title: 'Secure',
    body:
      'Rootless containers keep their powers to what your own user may do, and still do the work. ' +
      'US government agencies rely on it for large high-performance computing workloads.',
    link: {
      label: 'Read the HPC case study on Red Hat Architect',
      href: 'https://www.redhat.com/architect/hpc-containers-scale-using-podman',
    },
  },
  {
    title: 'Open',
    body:
      'Open source first, with no lock-in. Podman Desktop can even manage containers of other ' +
      'engines on machines where Podman is not the engine.',
  },
  {
    title: 'Compatible',
    body:
      'Podman speaks OCI, so images built with Docker work unchanged. Existing Docker containers and ' +
      'docker-compose files run under Podman too.',
    link: {
      label: 'Moving from Docker to Podman, on Red Hat Developer',
      href: 'https://developers.redhat.com/blog/2020/11/19/transitioning-from-docker-to-podman',
    },
  },
];

export const kubernetes = {
  title: 'Ready for Kubernetes',
  body: [
    'Group containers into pods, then create, start, inspect and manage them with one command set.',
    'Play Kubernetes YAML directly with Podman, generate YAML from the pods you already run, and ' +
      'deploy those into an existing Kubernetes environment.',
  ],
  command: 'podman kube generate mypod > mypod.yaml\npodman kube play mypod.yaml',
};

export const toolsTitle = 'Works with the tools you already use';

export const tools: Card[] = [
  {
    title: 'Visual Studio Code',
    body: 'The editor supports Podman for building and running containers.',
  },
  {title: 'Cirrus CLI', body: 'Runs containerized CI tasks reproducibly, using Podman underneath.'},
  {title: 'GitHub Actions', body: 'Hosted runners offer Podman together with Buildah and Skopeo.'},
  {
    title: 'Kind',
    body: 'Creates local Kubernetes clusters on container nodes, with Podman as a provider.',
  },
];

export const newsTitle = 'From the blog';
export const newsMore = {label: 'All posts in the archive', to: '/blogs/archive'};

export const reading: {title: string; body: string; link: ExternalLink}[] = [
  {
    title: 'Container Commandos coloring book',
    body:
      'Podman, CRI-O, Buildah, Skopeo and OpenShift team up as superheroes to shield the planet from an ' +
      'asteroid storm. A colouring book for all ages.',
    link: {
      label: 'Download it from Red Hat Developer',
      href: 'https://developers.redhat.com/e-books/container-commandos-coloring-book',
    },
  },
  {
    title: 'Podman in Action',
    body: 'A hands-on e-book that goes from the basics to multi-container applications and Kubernetes.',
    link: {
      label: 'Download it from Red Hat Developer',
      href: 'https://developers.redhat.com/e-books/podman-action',
    },
  },
  {
    title: 'Podman for DevOps',
    body: 'How Podman fits CI/CD pipelines: container life cycles and daemonless deployment at scale.',
    link: {
      label: 'See it at Packt',
      href: 'https://www.packtpub.com/en-us/product/podman-for-devops-9781835886632',
    },
  },
];
export const readingTitle = 'Books to go further';
