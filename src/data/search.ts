export const searchCopy = {
  button: 'Search',
  label: 'Search the docs, blog and release announcements',
  placeholder: 'Search docs, posts and releases',
  close: 'Close search',
  loading: 'Loading the search index…',
  noResults: (query: string) => `Nothing matches “${query}”. Try fewer or different words.`,
  unavailable: 'Search is not available right now: its index could not be loaded.',
  hint: 'Use ↑ and ↓ to move, Enter to open, Esc to close.',
  resultsLabel: 'Search results',
  more: 'More results',
};
