// A short notice of another post as one compact entry of a list (src/theme/BlogPostItem).
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import BlogPostItemContainer from '@theme/BlogPostItem/Container';
import {noticeInList} from '@site/src/data/archive';
import {longDate} from '@site/src/lib/dates';
import type {Place} from '@site/src/lib/listOrder';

/**
 * A short notice in a list (src/theme/README.md); still an <article>, so a page of the list keeps
 * its count of ten.
 */
export default function NoticeListItem({
  noticeOf,
  beside,
}: {
  noticeOf: string;
  beside?: Place;
}): ReactNode {
  const {metadata} = useBlogPost();
  return (
    <BlogPostItemContainer className="site-notice-item margin-bottom--xl">
      <p className="site-notice-item__meta">
        <span className="badge badge--secondary">{noticeInList.badge}</span>{' '}
        <time dateTime={metadata.date}>{longDate(metadata.date)}</time>
      </p>
      <h2 className="site-notice-item__title">
        {/* A list of headings reads the title too: "the post below" alone says nothing there. Right beside its post
            the title shows once, there; further off, two entries with one title were not told apart at a glance. */}
        <Link to={metadata.permalink}>
          {beside ? (
            <>
              {noticeInList.ofNeighbour(beside)}
              <span className={beside.startsWith('further') ? undefined : 'sr-only'}>
                {noticeInList.neighbourTitle(metadata.title)}
              </span>
            </>
          ) : (
            metadata.title
          )}
        </Link>
      </h2>
      <p className="site-notice-item__pointer">
        {noticeInList.pointer(noticeOf.startsWith('/release/'))}{' '}
        <Link to={noticeOf}>
          {noticeInList.readLabel}
          <span className="sr-only">: {metadata.title}</span>
        </Link>
      </p>
    </BlogPostItemContainer>
  );
}
