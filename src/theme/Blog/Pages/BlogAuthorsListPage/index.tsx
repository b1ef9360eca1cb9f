// Wrapper: a title and description of its own for each blog's author list,
// which lists only the people with posts in that blog. authors.yml holds
// everyone a post may name (config/authors.test.ts keeps `page: true` to those
// with posts), and the theme would list the others too, with a count of 0.
// They are listed by name: the theme keeps the file's order, where people
// added later sit at the end.
import React, {type ReactNode} from 'react';
import Original from '@theme-original/Blog/Pages/BlogAuthorsListPage';
import type {Props} from '@theme/Blog/Pages/BlogAuthorsListPage';
import {withScopedMetadata} from '@site/src/lib/withScopedMetadata';

function WithPostsOnly(props: Props): ReactNode {
  const byName = new Intl.Collator('en', {sensitivity: 'base'});
  const authors = props.authors.filter((author) => author.count > 0).sort((a, b) => byName.compare(a.name ?? '', b.name ?? ''));
  return <Original {...props} authors={authors} />;
}

export default withScopedMetadata(WithPostsOnly, (_props, scope) => scope.authors);
