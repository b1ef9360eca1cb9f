/** Names and descriptions of the two blogs' index pages, for their titles and metadata. */
export type BlogScope = {
  name: string;
  /** Where the blog lives: its archive, tags, authors and feeds are below it. */
  base: string;
  archive: {title: string; description: string};
  tags: {title: string; description: string};
  authors: {title: string; description: string};
  tagPage: (label: string) => string;
  authorPage: (name: string) => {title: string; description: string};
};

export const blogScopes: Record<'blogs' | 'release', BlogScope> = {
  blogs: {
    name: 'Blog',
    base: '/blogs',
    archive: {
      title: 'Blog archive',
      description: 'Every Podman blog post from 2018 to 2022 on one page, newest first.',
    },
    tags: {
      title: 'Blog tags',
      description: 'The topics of the Podman blog, each with the posts about it.',
    },
    authors: {
      title: 'Blog authors',
      description: 'The people who wrote for the Podman blog, and what each of them wrote.',
    },
    tagPage: (label) => `Blog posts about ${label}`,
    authorPage: (name) => ({
      title: `${name} on the Podman blog`,
      description: `Blog posts written by ${name}.`,
    }),
  },
  release: {
    name: 'Release announcements',
    base: '/release',
    archive: {
      title: 'Release archive',
      description: 'Every Podman release announcement, from v0.6.1 in 2018 to v4.3.0 in 2022.',
    },
    tags: {title: 'Release tags', description: 'The topics of the Podman release announcements.'},
    authors: {title: 'Release authors', description: 'The people who announced Podman releases.'},
    tagPage: (label) => `Release announcements about ${label}`,
    authorPage: (name) => ({
      title: `Releases announced by ${name}`,
      description: `Podman release announcements written by ${name}.`,
    }),
  },
};

/** A tag page's heading, in both blogs: the theme's words ("181 posts tagged with "podman""). */
export const tagHeading = (count: number, label: string): string =>
  `${count} ${count === 1 ? 'post' : 'posts'} tagged with "${label}"`;
