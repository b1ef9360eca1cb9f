// Replacement from the theme's parts: tag pages name their blog and their page number in title,
// description and heading.
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import Link from '@docusaurus/Link';
import {HtmlClassNameProvider, PageMetadata, ThemeClassNames} from '@docusaurus/theme-common';
import BlogLayout from '@theme/BlogLayout';
import BlogListPaginator from '@theme/BlogListPaginator';
import BlogPostItems from '@theme/BlogPostItems';
import SearchMetadata from '@theme/SearchMetadata';
import Unlisted from '@theme/ContentVisibility/Unlisted';
import Heading from '@theme/Heading';
import type {Props} from '@theme/BlogTagsPostsPage';
import {paged, pageSuffix} from '@site/src/lib/withScopedMetadata';
import {useBlogScope} from '@site/src/lib/useBlogScope';
import {tagHeading} from '@site/src/data/blogScopes';

export default function BlogTagsPostsPage({tag, items, sidebar, listMetadata}: Props): ReactNode {
  const scope = useBlogScope();
  const {page, totalPages} = listMetadata;
  const meta = paged(
    {title: scope.tagPage(tag.label), description: tag.description ?? scope.tagPage(tag.label)},
    page,
    totalPages,
  );
  const heading = `${tagHeading(tag.count, tag.label)}${pageSuffix(page, totalPages)}`;
  return (
    <HtmlClassNameProvider
      className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogTagPostListPage)}>
      <PageMetadata title={meta.title} description={meta.description} />
      <SearchMetadata tag="blog_tags_posts" />
      <BlogLayout sidebar={sidebar}>
        {tag.unlisted && <Unlisted />}
        <header className="margin-bottom--xl">
          <Heading as="h1">{heading}</Heading>
          {tag.description && <p>{tag.description}</p>}
          <Link href={tag.allTagsPath}>
            <Translate
              id="theme.tags.tagsPageLink"
              description="The label of the link targeting the tag list page">
              View All Tags
            </Translate>
          </Link>
        </header>
        <BlogPostItems items={items} />
        <BlogListPaginator metadata={listMetadata} />
      </BlogLayout>
    </HtmlClassNameProvider>
  );
}
