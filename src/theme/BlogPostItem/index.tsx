// Wrapper: in a list, a short notice of another post (src/lib/notices.ts)
// shows as one marked, compact entry pointing to that post
// (src/components/NoticeListItem); everything else is the theme's item.
import React, {type ReactNode} from 'react';
import BlogPostItem from '@theme-original/BlogPostItem';
import type BlogPostItemType from '@theme/BlogPostItem';
import type {WrapperProps} from '@docusaurus/types';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import NoticeListItem from '@site/src/components/NoticeListItem';
import {noticeOf} from '@site/src/lib/notices';
import {useNeighbour} from '@site/src/lib/listOrder';

type Props = WrapperProps<typeof BlogPostItemType>;

export default function BlogPostItemWrapper(props: Props): ReactNode {
  const {metadata, isBlogPostPage} = useBlogPost();
  const article = noticeOf(metadata);
  const neighbour = useNeighbour(metadata.permalink, article);
  if (!isBlogPostPage && article) return <NoticeListItem noticeOf={article} beside={neighbour} />;
  return <BlogPostItem {...props} />;
}
