import React, {type ReactNode} from 'react';

/** A page's subject as its writer names it: front matter of posts and docs, src/data/searchSubjects.ts of custom pages. */
export type Subject = {description?: string; synonyms?: string[]; question?: string};

/** The search fields of a post's or doc's front matter, checked by config/frontMatter.ts when the site is built. */
export const searchFields = (frontMatter: object): Pick<Subject, 'synonyms' | 'question'> => {
  const {synonyms, question} = frontMatter as Subject;
  return {synonyms, question};
};

/**
 * What a page is about, in the words a visitor types, as search metadata:
 * the description (the author's summary often names the subject where the
 * body of a short pointer post does not), the synonyms (what a reader would
 * call the subject) and the question the page answers. Each ranks by its
 * `metaWeights` entry (src/data/searchRanking.ts), below the title. Read from
 * attributes, since an inline "key:value" would split at its commas.
 */
export default function SearchSubject({description, synonyms, question}: Subject): ReactNode {
  const fields = Object.entries({description, synonyms: synonyms?.join(', '), question}).filter(([, text]) => text);
  if (!fields.length) return null;
  const attributes = Object.fromEntries(fields.map(([name, text]) => [`data-${name}`, text]));
  return <span hidden data-pagefind-meta={fields.map(([name]) => `${name}[data-${name}]`).join(', ')} {...attributes} />;
}
