// Issue 56 point 7: one title per feed entry. A notice of a post of the same blog leaves the feed
// (its article is there, same title); posts that share a title (the recurring roundup) take the
// page title, which has the date.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {BlogPost} from '@docusaurus/plugin-content-blog';
import {createFeedItems, feedLimit, feedPosts, feedTitle, publisherName} from './feedItems';

function post(
  permalink: string,
  title: string,
  frontMatter: Record<string, unknown> = {},
): BlogPost {
  return {
    id: permalink,
    metadata: {permalink, title, frontMatter},
    content: '',
  } as unknown as BlogPost;
}

const article = post('/blogs/2022/10/03/debbuild', 'How Podman packaging works on Linux', {
  title_meta: 'How Podman packaging works on Linux (October 3, 2022)',
});
const notice = post('/blogs/2022/10/03/new', 'How Podman packaging works on Linux', {
  notice_of: '/blogs/2022/10/03/debbuild',
});
const releaseNotice = post('/blogs/2022/10/22/new', 'Podman v4.3.0 Released', {
  notice_of: '/release/2022/10/22/podman-release-v4.3.0',
});
const october = post('/blogs/2022/10/12/podman-posts-of-interests', 'Podman Posts of Interest', {
  title_meta: 'Podman Posts of Interest (October 12, 2022)',
});
const may = post('/blogs/2022/05/08/podman-posts-of-interests', 'Podman Posts of Interest', {
  title_meta: 'Podman Posts of Interest (May 8, 2022)',
});

test('leaves out a notice only when its article is in the same blog', () => {
  assert.deepEqual(feedPosts([releaseNotice, october, notice, article, may], '/'), [
    releaseNotice,
    october,
    article,
    may,
  ]);
});

test('under a base path, the notice is still matched to its article', () => {
  const based = (p: BlogPost) =>
    post(`/pr-preview/pr-1${p.metadata.permalink}`, p.metadata.title, p.metadata.frontMatter);
  const posts = [notice, article].map(based);
  assert.deepEqual(feedPosts(posts, '/pr-preview/pr-1/'), [posts[1]]);
});

test(`carries the ${feedLimit} newest posts, twins left out, each titled`, async () => {
  const many = Array.from({length: 30}, (_, i) =>
    post(`/blogs/2021/01/${String(i + 1).padStart(2, '0')}/p`, `Post ${i}`),
  );
  const twins = many.map((p) =>
    post(`${p.metadata.permalink}-new`, p.metadata.title, {notice_of: p.metadata.permalink}),
  );
  const given: BlogPost[][] = [];
  const items = await createFeedItems({
    blogPosts: many.flatMap((p, i) => [twins[i]!, p]),
    siteConfig: {baseUrl: '/'} as never,
    outDir: '/nowhere',
    defaultCreateFeedItems: async ({blogPosts}) => {
      given.push(blogPosts);
      return blogPosts.map((p) => ({
        title: p.metadata.title,
        link: p.metadata.permalink,
        date: new Date(0),
      }));
    },
  });
  assert.deepEqual(given, [many.slice(0, feedLimit)]);
  assert.deepEqual(
    items.map((item) => item.title),
    many.slice(0, feedLimit).map((p) => p.metadata.title),
  );
});

test('credits the publisher, linked to the site, only where a post names no author', async () => {
  const items = await createFeedItems({
    blogPosts: [october, may],
    siteConfig: {url: 'https://podman.io', baseUrl: '/'} as never,
    outDir: '/nowhere',
    defaultCreateFeedItems: async ({blogPosts}) =>
      blogPosts.map((p, i) => ({
        title: p.metadata.title,
        link: p.metadata.permalink,
        date: new Date(0),
        ...(i === 0 ? {author: [{name: 'Tom Sweeney'}]} : {}),
      })),
  });
  assert.deepEqual(
    items.map((item) => item.author),
    [[{name: 'Tom Sweeney'}], [{name: publisherName, link: 'https://podman.io/'}]],
  );
});

test('dates a title only when another post of the feed shares it', () => {
  const posts = feedPosts([releaseNotice, october, notice, article, may], '/');
  assert.deepEqual(
    posts.map((p) => feedTitle(p, posts)),
    [
      'Podman v4.3.0 Released',
      'Podman Posts of Interest (October 12, 2022)',
      'How Podman packaging works on Linux',
      'Podman Posts of Interest (May 8, 2022)',
    ],
  );
});
