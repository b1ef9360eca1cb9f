// Marks a doc's content for the search index, as the "Docs" section.
import React, {type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  return (
    <div data-pagefind-body data-pagefind-meta="section:Docs">
      <Content {...props} />
    </div>
  );
}
