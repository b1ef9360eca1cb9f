// Keeps the post's author line out of the search index, so result excerpts
// start with the post's own words.
import React, {type ReactNode} from 'react';
import Authors from '@theme-original/BlogPostItem/Header/Authors';
import type AuthorsType from '@theme/BlogPostItem/Header/Authors';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof AuthorsType>;

export default function AuthorsWrapper(props: Props): ReactNode {
  return (
    <div data-pagefind-ignore>
      <Authors {...props} />
    </div>
  );
}
