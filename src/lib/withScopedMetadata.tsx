import React, {type ComponentType, type ReactNode} from 'react';
import {PageMetadata} from '@docusaurus/theme-common';
import {useBlogScope} from './useBlogScope';
import type {BlogScope} from '@site/src/data/blogScopes';

type Meta = {title: string; description: string};

/**
 * Wraps a theme page so it gets a title and description of its own. The two
 * blogs' index pages would otherwise share them ("Tags", "Archive", …), and
 * later pages of a list would repeat the first. The metadata rendered after
 * the page wins, as the head manager keeps the last value of each tag.
 */
export function withScopedMetadata<P extends object>(
  Original: ComponentType<P>,
  metaOf: (props: P, scope: BlogScope) => Meta,
): (props: P) => ReactNode {
  return function ScopedMetadata(props: P): ReactNode {
    const meta = metaOf(props, useBlogScope());
    return (
      <>
        <Original {...props} />
        <PageMetadata title={meta.title} description={meta.description} />
      </>
    );
  };
}

/** ", page 2 of 9" appended to a title; " (page 2 of 9)" to a description. */
export function paged(meta: Meta, page: number, totalPages: number): Meta {
  if (page <= 1) return meta;
  return {title: `${meta.title}, page ${page} of ${totalPages}`, description: `${meta.description} (page ${page} of ${totalPages})`};
}
