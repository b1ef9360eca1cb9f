// The newest blog posts as cards, for the home and features pages (from plugins/recent-posts).
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {usePluginData} from '@docusaurus/useGlobalData';
import type {RecentPostsData} from '@site/src/lib/recentPosts';
import {longDate} from '@site/src/lib/dates';

/**
 * The newest blog posts as cards; `count` picks how many of the four published.
 * Left out of the search index: the posts are found at their own pages.
 */
export default function RecentPosts({count = 4}: {count?: number}): ReactNode {
  const {recentPosts} = usePluginData('recent-posts') as RecentPostsData;
  return (
    <ul data-pagefind-ignore className="m-0 grid list-none grid-cols-1 gap-6 p-0 md:grid-cols-2">
      {recentPosts.slice(0, count).map((post) => (
        <li
          key={post.permalink}
          className="rounded-xl border border-solid border-[var(--site-border)] p-6">
          <time dateTime={post.date} className="text-sm text-[var(--site-ink-muted)]">
            {longDate(post.date)}
          </time>
          <h3 className="mt-1 mb-2 text-lg">
            <Link to={post.permalink}>{post.title}</Link>
          </h3>
          <p className="mb-0 text-[var(--site-ink-muted)]">{post.description}</p>
        </li>
      ))}
    </ul>
  );
}
