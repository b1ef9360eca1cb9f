/** Copy for the notice on archived posts and the sidebar's ways into the archive. */
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
  pointer: (isRelease: boolean) => (isRelease ? 'Points to the release announcement:' : 'Points to the full post:'),
  readLabel: 'read it',
  /** Its heading when its article is the entry next to it, instead of the same title twice. */
  ofNeighbour: (where: 'above' | 'below') => `About the post ${where}`,
};

/** Copy for the archive pages (src/theme/BlogArchivePage): a notice goes on its article's line. */
export const archivePage = {
  heading: 'Archive',
  notice: 'short notice',
  /** For screen readers, after "short notice": which post it is a notice of. */
  noticeOf: (title: string) => ` of “${title}”`,
  /** A notice of another day than its article's says its day. */
  noticeOn: (date: string) => ` (${date})`,
  /** A notice whose article is in the other blog keeps its own line, marked. */
  elsewhere: (isRelease: boolean) => (isRelease ? 'short notice of the release announcement' : 'short notice of another post'),
};
