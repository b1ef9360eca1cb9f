// Tests of plugins/recent-posts with its own options: the sidebar's short notices, among as many
// posts as it lists.
import test from 'node:test';
import assert from 'node:assert/strict';
import type {AllContent, LoadContext, PluginContentLoadedActions} from '@docusaurus/types';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import type {RecentPostsData} from '../../src/lib/recentPosts';
import recentPostsPlugin, {validateOptions} from './index';

/** A blog post as the blog plugin loads it; `notice_of` makes it a short notice. */
const post = (permalink: string, notice_of?: string) => ({
  metadata: {
    permalink,
    title: permalink,
    date: new Date('2020-01-01T00:00:00Z'),
    description: '',
    frontMatter: notice_of ? {notice_of} : {},
  },
});

async function globalData(sidebarCount: number): Promise<RecentPostsData> {
  let data: unknown;
  const blog = {
    blogPosts: [
      post('/blogs/a'),
      post('/blogs/new', '/blogs/a'),
      post('/blogs/old-new', '/blogs/z'),
    ],
  };
  await recentPostsPlugin({} as LoadContext, {sidebarCount}).allContentLoaded!({
    allContent: {'docusaurus-plugin-content-blog': {default: blog}} as unknown as AllContent,
    actions: {setGlobalData: (d: unknown) => (data = d)} as PluginContentLoadedActions,
  });
  return data as RecentPostsData;
}

test('names the short notices among the sidebar posts its options count', async () => {
  assert.deepEqual((await globalData(2)).sidebarNotices, ['/blogs/new']);
  assert.deepEqual((await globalData(3)).sidebarNotices, ['/blogs/new', '/blogs/old-new']);
});

test('refuses a sidebar of no post', () => {
  const options = {sidebarCount: 0};
  assert.throws(
    () => validateOptions({validate: normalizePluginOptions, options} as never),
    /"sidebarCount" must be greater than or equal to 1/,
  );
});
