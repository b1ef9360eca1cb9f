// The words of the archive notice, the blog sidebar's links and the list entries of short notices.
import type {Place} from '@site/src/lib/listOrder';
export const archiveNotice = {
  label: 'Archived post',
  text: (date: string) =>
    `Published on ${date}. Podman has moved on since, so commands, flags and versions here may have changed.`,
  link: {label: 'See the current installation guide', to: '/docs/installation'},
};

export const sidebarLinks = {
  title: 'Older posts',
  archive: 'Every post, by date',
  tags: 'Browse by tag',
  authors: 'Browse by author',
};

export const feedLinks = {
  title: 'Follow along',
  feeds: [
    {label: 'RSS', file: 'rss.xml', type: 'application/rss+xml'},
    {label: 'Atom', file: 'atom.xml', type: 'application/atom+xml'},
    {label: 'JSON Feed', file: 'feed.json', type: 'application/feed+json'},
  ],
};

/** Copy for a short notice as it shows in a list, beside the post it points to. */
export const noticeInList = {
  badge: 'Short notice',
  pointer: (isRelease: boolean) =>
    isRelease ? 'Points to the release announcement:' : 'Points to the full post:',
  readLabel: 'read it',
  ofNeighbour: (where: Place) => `About the post ${where}`,
  neighbourTitle: (title: string) => `: “${title}”`,
};

/** Copy for the archive pages (src/theme/BlogArchivePage): a notice goes on its article's line. */
export const archivePage = {
  heading: 'Archive',
  notice: 'short notice',
  noticeOf: (title: string) => ` of “${title}”`,
  noticeOn: (date: string) => ` (${date})`,
  /**
   * A line that is itself a notice of a post in the other blog: the link names where it goes, not
   * the notice.
   */
  elsewhere: {
    lead: 'short notice of',
    target: (isRelease: boolean) => (isRelease ? 'the release announcement' : 'a post in the blog'),
    of: (title: string) => `: “${title}”`,
  },
};
