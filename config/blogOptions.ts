// The options both blog instances share (/blogs and /release): one object, so the two cannot drift.
import type {Options as BlogOptions} from '@docusaurus/plugin-content-blog';
import {websiteRepo, copyrightYear, isCopy} from './site';
import rehypeTables from '../src/components/ScrollingTable/rehypeTables';
import {createFeedItems} from '../plugins/feeds/feedItems';
import {wholeMinutes} from './readingTime';

/**
 * Each blog instance's plugin id and the base of its routes (plugins/blog-archive makes their
 * archive pages).
 */
export const blogRoutes = {default: 'blogs', release: 'release'} as const;

/** How many of the newest posts a blog's sidebar lists (plugins/recent-posts reads it too). */
export const sidebarCount = 8;

/** Both blog instances (/blogs and /release) alike: the same page size, checks and feeds. */
export function blogOptions(params: {
  path: string;
  routeBasePath: string;
  title: string;
  description: string;
  sidebarTitle: string;
}): BlogOptions {
  return {
    path: params.path,
    routeBasePath: params.routeBasePath,
    // plugins/blog-archive makes the archive page, from each post's address, title and date only.
    archiveBasePath: null,
    blogTitle: params.title,
    blogDescription: params.description,
    blogSidebarTitle: params.sidebarTitle,
    blogSidebarCount: sidebarCount,
    // The spec's §9: 10 posts a list page (25 pages of /blogs, 3 of /release).
    postsPerPage: 10,
    showReadingTime: true,
    readingTime: wholeMinutes,
    editUrl: `${websiteRepo}/tree/main/`,
    // Writers' mistakes fail the build by name instead of slipping through.
    authorsMapPath: 'authors.yml',
    tags: 'tags.yml',
    onInlineTags: 'throw',
    onInlineAuthors: 'throw',
    onUntruncatedBlogPosts: 'throw',
    feedOptions: {
      // A copy (a preview, a fork) has no feeds for a reader or crawler to follow.
      type: isCopy ? null : 'all',
      // plugins/feeds/feedItems.ts picks the posts (the newest 20, less twin notices) and their
      // titles.
      limit: false,
      createFeedItems,
      title: `Podman: ${params.title}`,
      description: params.description,
      copyright: `Copyright © ${copyrightYear} Podman Container Tools, a Series of LF Projects, LLC.`,
      language: 'en',
      xslt: false,
    },
    // Each table's region name and column labels, in the server's HTML.
    rehypePlugins: [rehypeTables],
    // Post routes come from the file name: YYYY-MM-DD-slug.md -> /base/YYYY/MM/DD/slug.
    include: ['**/*.{md,mdx}'],
    exclude: ['**/_*.{md,mdx}', '**/_*/**'],
  } satisfies BlogOptions;
}
