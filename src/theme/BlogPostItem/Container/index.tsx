// Wraps a post on its own page in the search index's body marker, with the
// section (Blog or Release) and the date as search metadata. List pages are
// not indexed, so each post is found once, at its own address.
import React, {type ReactNode} from 'react';
import Container from '@theme-original/BlogPostItem/Container';
import type ContainerType from '@theme/BlogPostItem/Container';
import type {WrapperProps} from '@docusaurus/types';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';

type Props = WrapperProps<typeof ContainerType>;

export default function ContainerWrapper(props: Props): ReactNode {
  const {metadata, isBlogPostPage} = useBlogPost();
  if (!isBlogPostPage) return <Container {...props} />;
  const section = metadata.permalink.startsWith('/release/') ? 'Release' : 'Blog';
  return (
    <div data-pagefind-body data-pagefind-meta={`section:${section}`}>
      <span hidden data-pagefind-meta={`date:${metadata.date.slice(0, 10)}`} />
      <Container {...props} />
    </div>
  );
}
