import React, {type ReactNode} from 'react';

/**
 * Marks a custom page's content for the search index, as the "Page" section.
 * Docs and posts get the same mark from their theme wrappers; the navbar and
 * footer stay outside it.
 */
export default function SearchBody({children}: {children: ReactNode}): ReactNode {
  return (
    <div data-pagefind-body data-pagefind-meta="section:Page">
      {children}
    </div>
  );
}
