// A post on its own page is the search index's body; a notice of another post stays out
// (src/theme/README.md).
import React, {type ReactNode} from 'react';
import Container from '@theme-original/BlogPostItem/Container';
import type ContainerType from '@theme/BlogPostItem/Container';
import type {WrapperProps} from '@docusaurus/types';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {versionTerms} from '@site/src/lib/search/versionTerms';
import {searchWeights} from '@site/src/data/searchRanking';
import SearchSubject, {searchFields} from '@site/src/components/SearchSubject';
import {noticeOf} from '@site/src/lib/notices';

type Props = WrapperProps<typeof ContainerType>;

export default function ContainerWrapper(props: Props): ReactNode {
  const {metadata, isBlogPostPage} = useBlogPost();
  // A permalink carries the base URL (a preview's /pr-preview/pr-N/ too).
  const releases = useBaseUrl('/release/');
  if (!isBlogPostPage || noticeOf(metadata)) return <Container {...props} />;
  const isRelease = metadata.permalink.startsWith(releases);
  const versions = isRelease ? versionTerms(metadata.title) : undefined;
  return (
    <div data-pagefind-body data-pagefind-meta={`section:${isRelease ? 'Release' : 'Blog'}`}>
      <span hidden data-pagefind-meta={`date:${metadata.date.slice(0, 10)}`} />
      <SearchSubject description={metadata.description} {...searchFields(metadata.frontMatter)} />
      {/* Indexed, never shown: the ways a visitor may write the version. */}
      {versions && (
        <span hidden data-pagefind-weight={searchWeights.version}>
          {versions.join(' ')}
        </span>
      )}
      <Container {...props} />
    </div>
  );
}
