// The entries of the blog feeds: the newest posts, one title each, notices of a post of the same
// blog left out.
import type {BlogPost, Options} from '@docusaurus/plugin-content-blog';
import {noticeOf} from '../../src/lib/notices';

type CreateFeedItems = NonNullable<NonNullable<Options['feedOptions']>['createFeedItems']>;

/** How many posts a feed carries, newest first (each entry holds the whole post). */
export const feedLimit = 20;

/** Who publishes the feeds: the author of each entry whose post names none. */
export const publisherName = 'The Podman project';

/** The post's route without the site's base path: /blogs/2022/03/06/new. */
function routeOf(post: BlogPost, baseUrl: string): string {
  return post.metadata.permalink.slice(baseUrl.length - 1);
}

/**
 * The posts a feed may carry, newest first: all but each short notice of a post of the same blog
 * (that post is an entry under the same title: the notice would be its twin).
 */
export function feedPosts(blogPosts: BlogPost[], baseUrl: string): BlogPost[] {
  const routes = new Set(blogPosts.map((post) => routeOf(post, baseUrl)));
  const twin = (post: BlogPost) => {
    const article = noticeOf({
      permalink: post.metadata.permalink,
      frontMatter: post.metadata.frontMatter,
    });
    return article !== undefined && routes.has(article);
  };
  return blogPosts.filter((post) => !twin(post));
}

/**
 * An entry's title: the post's, or where another of the feed's posts has the same one (the
 * recurring "Podman Posts of Interest"), the page's title, which adds the date
 * (config/frontMatter.ts, title_meta).
 */
export function feedTitle(post: BlogPost, posts: BlogPost[]): string {
  const {title, frontMatter} = post.metadata;
  const shared = posts.some((other) => other !== post && other.metadata.title === title);
  return shared && typeof frontMatter.title_meta === 'string' ? frontMatter.title_meta : title;
}

/**
 * feedOptions.createFeedItems of both blogs (config/blogOptions.ts): set with `limit: false`, it
 * does the limiting. Every entry has an author: a post that names none has the publisher
 * (./authors.ts copies them into RSS).
 */
export const createFeedItems: CreateFeedItems = async ({
  blogPosts,
  siteConfig,
  outDir,
  defaultCreateFeedItems,
}) => {
  const posts = feedPosts(blogPosts, siteConfig.baseUrl);
  const newest = posts.slice(0, feedLimit);
  const items = await defaultCreateFeedItems({blogPosts: newest, siteConfig, outDir});
  const publisher = {name: publisherName, link: `${siteConfig.url}${siteConfig.baseUrl}`};
  return items.map((item, i) => ({
    ...item,
    title: feedTitle(newest[i]!, posts),
    author: item.author ?? [publisher],
  }));
};
