// The note above an archived post (src/theme/BlogPostItem/Content puts it there).
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {archiveNotice} from '@site/src/data/archive';
import {longDate} from '@site/src/lib/dates';

/** A quiet note above an archived post: when it was written, and where current instructions are. */
export default function ArchiveNotice({date}: {date: string}): ReactNode {
  return (
    <aside
      aria-label={archiveNotice.label}
      data-pagefind-ignore
      className="mb-6 rounded-lg border border-solid border-[var(--site-border)] bg-[var(--site-surface)] px-4 py-3 text-sm">
      {archiveNotice.text(longDate(date))}{' '}
      <Link to={archiveNotice.link.to} className="underline underline-offset-2">
        {archiveNotice.link.label}
      </Link>
      .
    </aside>
  );
}
