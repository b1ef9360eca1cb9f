// The one place these titles are written: every page imports this file, so it must not import the
// pages' data.
export type PageCard = {permalink: string; title: string};

export const pageCards = {
  home: {permalink: '/', title: 'Containers and pods, without a daemon'},
  features: {permalink: '/features', title: 'Podman Features'},
  getStarted: {permalink: '/get-started', title: 'Get Started with Podman'},
  community: {permalink: '/community', title: 'Community'},
  installation: {permalink: '/getting-started/installation', title: 'Install Podman'},
} satisfies Record<string, PageCard>;
