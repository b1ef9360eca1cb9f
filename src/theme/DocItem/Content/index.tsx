// A doc is the search index's body, section Docs, weighted above posts; front-matter `keywords`
// rank like its title.
import React, {type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {searchWeights} from '@site/src/data/searchRanking';
import SearchSubject, {searchFields} from '@site/src/components/SearchSubject';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  const {frontMatter, metadata} = useDoc();
  const {keywords} = frontMatter;
  return (
    <div
      data-pagefind-body
      data-pagefind-weight={searchWeights.docs}
      data-pagefind-meta="section:Docs">
      {keywords?.length ? (
        <span hidden data-pagefind-meta={`keywords:${keywords.join(' ')}`} />
      ) : null}
      <SearchSubject description={metadata.description} {...searchFields(frontMatter)} />
      <Content {...props} />
    </div>
  );
}
