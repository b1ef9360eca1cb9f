/**
 * The custom pages that have a sharing card of their own, and each page's
 * title, which its card shows. The one place these titles are written: each
 * page's data (home.ts, features.ts, …) takes its title from here. Not the
 * other way round: every page imports this file, and a page that imported
 * the others' data through it would ship their copy as well.
 */
export type PageCard = {permalink: string; title: string};

export const pageCards = {
  home: {permalink: '/', title: 'Containers and pods, without a daemon'},
  features: {permalink: '/features', title: 'Podman Features'},
  getStarted: {permalink: '/get-started', title: 'Get Started with Podman'},
  community: {permalink: '/community', title: 'Community'},
  installation: {permalink: '/getting-started/installation', title: 'Install Podman'},
} satisfies Record<string, PageCard>;
