// The archive pages (/blogs/archive, /release/archive), from each post's address, title and date.
// The blog plugin's own archive route (archiveBasePath: null in config/blogOptions.ts) hands the
// page every post whole, bodies included: 798 KB of data for a list of titles, and data that
// changed with every sentence a writer saved in `npm start`, so that Rspack compiled each edit
// twice (maintaining/performance.md, "The dev server").
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import {normalizeUrl} from '@docusaurus/utils';
import {Joi} from '@docusaurus/utils-validation';
import type {ArchivePost} from '../../src/lib/archiveLines';

/**
 * Set in docusaurus.config.ts: each blog plugin's id and its route base path
 * (config/blogOptions.ts).
 */
export type BlogArchiveOptions = {blogRoutes: Record<string, string>};

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<BlogArchiveOptions, BlogArchiveOptions>): BlogArchiveOptions {
  const blogRoutes = Joi.object().pattern(Joi.string(), Joi.string()).min(1).required();
  return validate(Joi.object({blogRoutes}), options);
}

const blogPluginName = 'docusaurus-plugin-content-blog';

/** What the archive shows of a post; `notice_of` places a short notice on its article's line. */
export function archivePost({metadata}: BlogContent['blogPosts'][number]): ArchivePost {
  const {notice_of} = metadata.frontMatter as {notice_of?: string};
  return {
    permalink: metadata.permalink,
    title: metadata.title,
    date: new Date(metadata.date).toISOString(),
    frontMatter: notice_of === undefined ? {} : {notice_of},
  };
}

export default function blogArchivePlugin(
  {baseUrl}: LoadContext,
  {blogRoutes}: BlogArchiveOptions,
): Plugin {
  return {
    name: 'blog-archive',
    async allContentLoaded({allContent, actions}) {
      const blogs = (allContent[blogPluginName] ?? {}) as Record<string, BlogContent>;
      for (const [id, routeBasePath] of Object.entries(blogRoutes)) {
        // Unlisted posts stay off the archive, as the blog plugin's list pages leave them out.
        const posts = (blogs[id]?.blogPosts ?? []).filter((post) => !post.metadata.unlisted);
        // A preview of one post has none in the other blog, and so no archive there (as the blog
        // plugin did).
        if (posts.length === 0) continue;
        actions.addRoute({
          path: normalizeUrl([baseUrl, routeBasePath, 'archive']),
          component: '@theme/BlogArchivePage',
          exact: true,
          props: {archive: {posts: posts.map(archivePost)}},
        });
      }
    },
  };
}
