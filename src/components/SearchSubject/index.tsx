// A page's subject as search metadata: its description, synonyms and question.
import React, {type ReactNode} from 'react';

/**
 * A page's subject as its writer names it: front matter of posts and docs,
 * src/data/searchSubjects.ts of custom pages.
 */
export type Subject = {description?: string; synonyms?: string[]; question?: string};

export const searchFields = (frontMatter: object): Pick<Subject, 'synonyms' | 'question'> => {
  const {synonyms, question} = frontMatter as Subject;
  return {synonyms, question};
};

/**
 * Search metadata in a visitor's words (src/data/searchRanking.ts), read from attributes:
 * "key:value" splits at commas.
 */
export default function SearchSubject({description, synonyms, question}: Subject): ReactNode {
  const fields = Object.entries({description, synonyms: synonyms?.join(', '), question}).filter(
    ([, text]) => text,
  );
  if (!fields.length) return null;
  const attributes = Object.fromEntries(fields.map(([name, text]) => [`data-${name}`, text]));
  return (
    <span
      hidden
      data-pagefind-meta={fields.map(([name]) => `${name}[data-${name}]`).join(', ')}
      {...attributes}
    />
  );
}
