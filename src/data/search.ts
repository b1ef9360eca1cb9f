// The words of the search dialog (its own chunk, loaded on open: the navbar's words are in
// ./searchButton.ts).
export const searchCopy = {
  label: 'Search the docs, blog and release announcements',
  placeholder: 'Search docs, posts and releases',
  close: 'Close search',
  loading: 'Loading the search index…',
  noResults: (query: string) => `Nothing matches “${query}”. Try fewer or different words.`,
  unavailable: 'Search is not available right now: its index could not be loaded.',
  hint: 'Use ↑ and ↓ to move, Enter to open, Esc to close.',
  resultsLabel: 'Search results',
  /**
   * Said by a screen reader (a status region) when results show; the query makes each search's
   * count new to say.
   */
  resultCount: (count: number, query: string, more: boolean) =>
    `${count} ${count === 1 ? 'result' : 'results'} for “${query}”${more ? ', more below' : ''}`,
  more: 'More results',
  /**
   * Above results found for the closest words the site holds, when a typed word is not the site's.
   */
  correctedTo: 'Showing results for',
  searchAsTyped: (query: string) => `Search for “${query}” instead`,
};
