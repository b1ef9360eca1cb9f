import React, {type ReactNode} from 'react';

/**
 * The page's front-matter description as search metadata: the author's own
 * summary often names the subject in the words a visitor types ("healthchecks",
 * "runlabel", "starts at boot") where the body of a short pointer post does
 * not. Its matches rank by `metaWeights.description` (src/data/searchRanking.ts).
 * Read from an attribute, since an inline "key:value" would split at its commas.
 */
export default function SearchDescription({text}: {text: string | undefined}): ReactNode {
  if (!text) return null;
  return <span hidden data-pagefind-meta="description[data-description]" data-description={text} />;
}
