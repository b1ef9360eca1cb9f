// The words of the navbar's search button, in every page's first script (the dialog's are in
// ./search.ts, loaded on open).
export const searchButton = 'Search';

/**
 * The form the search button opens before the scripts have run, or when they never do: a web search
 * of the site's own host (its field `sites`, from the configured URL; the words in `q`). A GET
 * form: nothing is sent until it is.
 */
export const webSearch = {
  action: 'https://duckduckgo.com/',
  label: (host: string) => `Search ${host} with DuckDuckGo`,
  submit: 'Go',
};
