// Wraps a post's content to put the archive notice above it, on post pages
// only (not on the list pages, where the excerpt stands alone). One component
// serves all posts, so the notice's wording lives in one place.
import React, {type ReactNode} from 'react';
import Content from '@theme-original/BlogPostItem/Content';
import type ContentType from '@theme/BlogPostItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import ArchiveNotice from '@site/src/components/ArchiveNotice';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  const {metadata, isBlogPostPage} = useBlogPost();
  return (
    <>
      {isBlogPostPage && <ArchiveNotice date={metadata.date} />}
      <Content {...props} />
    </>
  );
}
