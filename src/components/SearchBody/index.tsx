import React, {type ReactNode} from 'react';
import SearchSubject, {type Subject} from '@site/src/components/SearchSubject';

/**
 * Marks a custom page's content for the search index, as the "Page" section,
 * with its subject in a reader's words (src/data/searchSubjects.ts), as a post
 * or doc has in its front matter. Docs and posts get the same mark from their
 * theme wrappers; the navbar and footer stay outside it. Each section's
 * heading has an id, so a hit in a section links to it.
 */
export default function SearchBody({subject, children}: {subject?: Subject; children: ReactNode}): ReactNode {
  return (
    <div data-pagefind-body data-pagefind-meta="section:Page">
      {subject && <SearchSubject {...subject} />}
      {children}
    </div>
  );
}
