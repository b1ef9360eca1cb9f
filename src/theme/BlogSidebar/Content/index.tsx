// Links to the archive, tags, authors and feeds under the recent posts, short notices left out.
import React, {type ReactNode} from 'react';
import Content from '@theme-original/BlogSidebar/Content';
import type ContentType from '@theme/BlogSidebar/Content';
import type {WrapperProps} from '@docusaurus/types';
import Link from '@docusaurus/Link';
import {feedLinks, sidebarLinks} from '@site/src/data/archive';
import {useBlogScope} from '@site/src/lib/useBlogScope';
import {usePluginData} from '@docusaurus/useGlobalData';
import type {RecentPostsData} from '@site/src/lib/recentPosts';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  // Both blogs use this sidebar.
  const {base} = useBlogScope();
  const {sidebarNotices} = usePluginData('recent-posts') as RecentPostsData;
  return (
    <>
      <Content
        {...props}
        items={props.items.filter((item) => !sidebarNotices.includes(item.permalink))}
      />
      <div className="mt-6 border-0 border-t border-solid border-[var(--site-border)] pt-4">
        <p className="mb-2 font-semibold">{sidebarLinks.title}</p>
        <ul className="clean-list text-sm">
          <li className="mb-2">
            <Link to={`${base}/archive`}>{sidebarLinks.archive}</Link>
          </li>
          <li className="mb-2">
            <Link to={`${base}/tags`}>{sidebarLinks.tags}</Link>
          </li>
          <li>
            <Link to={`${base}/authors`}>{sidebarLinks.authors}</Link>
          </li>
        </ul>
        <p className="mt-4 mb-2 font-semibold">{feedLinks.title}</p>
        {/* Plain links: the feeds are files written after the build, not routes. */}
        <ul className="clean-list flex flex-wrap gap-x-3 text-sm">
          {feedLinks.feeds.map((feed) => (
            <li key={feed.file}>
              <a href={`${base}/${feed.file}`} type={feed.type}>
                {feed.label}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
