// A plugin that publishes the newest release and posts as global data (home and features pages),
// and which of the blog sidebar's posts are short notices.
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import {Joi} from '@docusaurus/utils-validation';
import {noticeOf} from '../../src/lib/notices';
import type {PostSummary, RecentPostsData} from '../../src/lib/recentPosts';

/**
 * Set in docusaurus.config.ts: how many of each blog's newest posts its sidebar lists
 * (config/blogOptions.ts).
 */
export type RecentPostsOptions = {sidebarCount: number};

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<RecentPostsOptions, RecentPostsOptions>): RecentPostsOptions {
  return validate(Joi.object({sidebarCount: Joi.number().integer().min(1).required()}), options);
}

const blogPluginName = 'docusaurus-plugin-content-blog';

function summarize(post: BlogContent['blogPosts'][number]): PostSummary {
  const {title, permalink, date, description} = post.metadata;
  return {title, permalink, date: new Date(date).toISOString(), description};
}

/** "Podman v4.3.0 Released" -> "4.3.0"; the release post title is the one source of the version. */
export function versionFromTitle(title: string): string | null {
  return /v?(\d+\.\d+\.\d+(?:\.\d+)?)/.exec(title)?.[1] ?? null;
}

/**
 * The newest release (no hand-typed version on any page), the newest posts, and the sidebar's short
 * notices.
 */
export default function recentPostsPlugin(
  _context: LoadContext,
  {sidebarCount}: RecentPostsOptions,
): Plugin {
  return {
    name: 'recent-posts',
    async allContentLoaded({allContent, actions}) {
      const blogs = allContent[blogPluginName] as Record<string, BlogContent> | undefined;
      const posts = blogs?.default?.blogPosts ?? [];
      // Podman releases only: the Netavark/Aardvark announcement shares the blog.
      const release = (blogs?.release?.blogPosts ?? []).find((p) =>
        /^Podman /.test(p.metadata.title),
      );
      const version = release ? versionFromTitle(release.metadata.title) : null;
      const data: RecentPostsData = {
        latestRelease: release && version ? {...summarize(release), version} : null,
        recentPosts: posts
          // Short notices point to a full post of the same day; show the full ones.
          .filter((p) => !noticeOf(p.metadata))
          .slice(0, 4)
          .map(summarize),
        // The sidebar lists each blog's newest posts.
        sidebarNotices: Object.values(blogs ?? {}).flatMap((blog) =>
          blog.blogPosts
            .slice(0, sidebarCount)
            .filter((p) => noticeOf(p.metadata))
            .map((p) => p.metadata.permalink),
        ),
      };
      actions.setGlobalData(data);
    },
  };
}
