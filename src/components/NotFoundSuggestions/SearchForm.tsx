// The not-found screen's search box: in the page from the start (src/theme/NotFound/Content), so
// that nothing moves when the guesses above it come; filled once they have (./index.tsx). It opens
// the site search with its words.
import React, {type ReactNode} from 'react';
import {notFound} from '@site/src/data/notFound';
import {openSearch} from '@site/src/theme/SearchBar';

export default function SearchForm({words = ''}: {words?: string}): ReactNode {
  const copy = notFound.suggestions;
  return (
    <form
      role="search"
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        openSearch(new FormData(event.currentTarget).get('q') as string);
      }}>
      <label className="grid grow gap-1 font-semibold">
        {copy.searchLabel}
        <input
          type="search"
          name="q"
          defaultValue={words}
          className="rounded border border-solid border-[var(--ifm-color-emphasis-600)] bg-[var(--ifm-background-surface-color)] px-3 py-2 font-normal text-[var(--ifm-font-color-base)]"
        />
      </label>
      <button type="submit" className="button button--primary">
        {copy.searchButton}
      </button>
    </form>
  );
}
