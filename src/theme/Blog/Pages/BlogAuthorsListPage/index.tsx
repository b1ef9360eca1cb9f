// Only the people with posts in this blog, by name. authors.yml holds everyone a post may name, and
// the theme would list the others too, with a count of 0; it keeps the file's order, where people
// added later sit at the end.
import React, {type ReactNode} from 'react';
import Original from '@theme-original/Blog/Pages/BlogAuthorsListPage';
import type {Props} from '@theme/Blog/Pages/BlogAuthorsListPage';
import {withScopedMetadata} from '@site/src/lib/withScopedMetadata';

function WithPostsOnly(props: Props): ReactNode {
  const byName = new Intl.Collator('en', {sensitivity: 'base'});
  const authors = props.authors
    .filter((author) => author.count > 0)
    .sort((a, b) => byName.compare(a.name ?? '', b.name ?? ''));
  return <Original {...props} authors={authors} />;
}

export default withScopedMetadata(WithPostsOnly, (_props, scope) => scope.authors);
