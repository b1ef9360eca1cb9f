// What plugins/recent-posts publishes as global data, for the components that read it.

export type PostSummary = {title: string; permalink: string; date: string; description: string};
export type RecentPostsData = {
  latestRelease: (PostSummary & {version: string}) | null;
  recentPosts: PostSummary[];
  /** The short notices among the blogs' sidebar posts: the sidebar leaves them out. */
  sidebarNotices: string[];
};
