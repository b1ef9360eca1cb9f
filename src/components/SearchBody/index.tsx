// Marks a custom page's content for the search index.
import React, {type ReactNode} from 'react';
import SearchSubject, {type Subject} from '@site/src/components/SearchSubject';

/**
 * A custom page's content for the search index, section "Page", with its subject
 * (src/data/searchSubjects.ts).
 */
export default function SearchBody({
  subject,
  children,
}: {
  subject?: Subject;
  children: ReactNode;
}): ReactNode {
  return (
    <div data-pagefind-body data-pagefind-meta="section:Page">
      {subject && <SearchSubject {...subject} />}
      {children}
    </div>
  );
}
