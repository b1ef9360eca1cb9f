// Tests of plugins/blog-archive: each blog's archive page, from the posts' addresses, titles and
// dates only.
import test from 'node:test';
import assert from 'node:assert/strict';
import type {LoadContext, PluginContentLoadedActions, RouteConfig} from '@docusaurus/types';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import blogArchivePlugin, {validateOptions, type BlogArchiveOptions} from './index';

type Post = BlogContent['blogPosts'][number];

function post(permalink: string, title: string, extra: Record<string, unknown> = {}): Post {
  return {
    id: permalink,
    content: `The whole body of ${title}, which the archive does not need.`,
    metadata: {
      permalink,
      title,
      date: new Date('2019-06-13T00:00:00Z'),
      frontMatter: {title},
      unlisted: false,
      readingTime: 1,
      ...extra,
    },
  } as unknown as Post;
}

/** The site's two blogs, as docusaurus.config.ts gives them. */
const twoBlogs: BlogArchiveOptions = {blogRoutes: {default: 'blogs', release: 'release'}};

/** The routes the plugin adds for these blogs' posts, on a site at `baseUrl`. */
async function archiveRoutes(
  blogs: Record<string, Post[]>,
  baseUrl = '/',
  options = twoBlogs,
): Promise<RouteConfig[]> {
  const routes: RouteConfig[] = [];
  const actions = {addRoute: (route: RouteConfig) => routes.push(route)};
  const content = Object.fromEntries(
    Object.entries(blogs).map(([id, blogPosts]) => [id, {blogPosts} as BlogContent]),
  );
  await blogArchivePlugin({baseUrl} as LoadContext, options).allContentLoaded!({
    allContent: {'docusaurus-plugin-content-blog': content},
    actions: actions as unknown as PluginContentLoadedActions,
  });
  return routes;
}

test("lists each post's address, title, date and notice, not its body", async () => {
  const notice = post('/blogs/2019/06/13/new', 'Podman Cheat Sheet', {
    frontMatter: {title: 'Podman Cheat Sheet', notice_of: '/blogs/2019/06/13/podman-cheatsheet'},
  });
  const routes = await archiveRoutes({
    default: [post('/blogs/2019/06/13/podman-cheatsheet', 'Podman Cheat Sheet'), notice],
    release: [post('/release/2022/10/20/podman-v4.3.0', 'Podman v4.3.0 Released')],
  });
  assert.deepEqual(
    routes.map((r) => [r.path, r.component, r.exact]),
    [
      ['/blogs/archive', '@theme/BlogArchivePage', true],
      ['/release/archive', '@theme/BlogArchivePage', true],
    ],
  );
  assert.deepEqual(routes[0]!.props, {
    archive: {
      posts: [
        {
          permalink: '/blogs/2019/06/13/podman-cheatsheet',
          title: 'Podman Cheat Sheet',
          date: '2019-06-13T00:00:00.000Z',
          frontMatter: {},
        },
        {
          permalink: '/blogs/2019/06/13/new',
          title: 'Podman Cheat Sheet',
          date: '2019-06-13T00:00:00.000Z',
          frontMatter: {notice_of: '/blogs/2019/06/13/podman-cheatsheet'},
        },
      ],
    },
  });
  assert.doesNotMatch(JSON.stringify(routes), /whole body/);
});

test('leaves unlisted posts out, and a blog with none listed archiveless', async () => {
  const routes = await archiveRoutes({
    default: [
      post('/blogs/2020/01/01/listed', 'Listed'),
      post('/blogs/2020/01/02/hidden', 'Hidden', {unlisted: true}),
    ],
    release: [post('/release/2020/01/03/hidden', 'Hidden release', {unlisted: true})],
  });
  assert.deepEqual(
    routes.map((r) => r.path),
    ['/blogs/archive'],
  );
  const listed = (routes[0]!.props as {archive: {posts: {title: string}[]}}).archive.posts;
  assert.deepEqual(
    listed.map((p) => p.title),
    ['Listed'],
  );
});

test('puts the archives of a site under its base URL', async () => {
  const routes = await archiveRoutes({default: [post('/pr-7/blogs/2020/01/01/a', 'A')]}, '/pr-7/');
  assert.deepEqual(
    routes.map((r) => r.path),
    ['/pr-7/blogs/archive'],
  );
});

test('puts each archive under the route base path its options give', async () => {
  const routes = await archiveRoutes(
    {default: [post('/news/2020/01/01/a', 'A')], release: [post('/release/2020/01/01/b', 'B')]},
    '/',
    {blogRoutes: {default: 'news'}},
  );
  assert.deepEqual(
    routes.map((r) => r.path),
    ['/news/archive'],
  );
});

test('refuses options that name no blog', () => {
  const options = {blogRoutes: {}};
  assert.throws(
    () => validateOptions({validate: normalizePluginOptions, options} as never),
    /"blogRoutes" must have at least 1 key/,
  );
});
