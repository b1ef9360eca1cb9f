// Wrapper: a title and description of its own for each blog's archive, and
// the posts of each year newest first, as the years are.
import React, {type ReactNode} from 'react';
import Original from '@theme-original/BlogArchivePage';
import type {Props} from '@theme/BlogArchivePage';
import {withScopedMetadata} from '@site/src/lib/withScopedMetadata';

type Post = Props['archive']['blogPosts'][number];
const year = (post: Post) => post.metadata.date.slice(0, 4);

/**
 * The order the archive is given its posts in. The theme (3.10) groups them by
 * year in the order it meets the years and puts each post it meets first in
 * its year's list, so a list sorted newest first showed each year oldest
 * first. Given the years newest first and, within a year, the posts oldest
 * first, it shows both newest first (tests/e2e/blog-chrome.spec.ts holds it).
 */
export function archiveOrder(posts: readonly Post[]): Post[] {
  return [...posts].sort((a, b) => year(b).localeCompare(year(a)) || a.metadata.date.localeCompare(b.metadata.date));
}

function NewestFirst(props: Props): ReactNode {
  return <Original {...props} archive={{...props.archive, blogPosts: archiveOrder(props.archive.blogPosts)}} />;
}

export default withScopedMetadata(NewestFirst, (_props, scope) => scope.archive);
