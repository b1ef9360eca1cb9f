// Gives a theme page a title and description of its own (the blogs' tag, author and list pages).
import React, {type ComponentType, type ReactNode} from 'react';
import {PageMetadata} from '@docusaurus/theme-common';
import {useBlogScope} from './useBlogScope';
import type {BlogScope} from '@site/src/data/blogScopes';

type Meta = {title: string; description: string};

/**
 * A title and description of its own; rendered after the page, it wins (the head manager keeps the
 * last value).
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

/**
 * ", page 2 of 9" for a later page of a list, to append to its title or heading; nothing for the
 * first.
 */
export const pageSuffix = (page: number, totalPages: number): string =>
  page > 1 ? `, page ${page} of ${totalPages}` : '';

/** ", page 2 of 9" appended to a title; " (page 2 of 9)" to a description. */
export function paged(meta: Meta, page: number, totalPages: number): Meta {
  if (page <= 1) return meta;
  return {
    title: `${meta.title}${pageSuffix(page, totalPages)}`,
    description: `${meta.description} (page ${page} of ${totalPages})`,
  };
}
