// Which entries of a blog list share a page, for a short notice to say "the post above" instead of
// its title.
import {createContext, useContext} from 'react';

/** The addresses of a list page's entries, in their order (src/theme/BlogPostItems provides it). */
export const ListOrder = createContext<readonly string[]>([]);

/** Where an entry stands from another on the same list page. */
export type Place = 'above' | 'below' | 'further up' | 'further down';

/**
 * Where `target` is from the entry at `permalink`: right above or below it, further up or down, or
 * not on the page.
 */
export function useNeighbour(permalink: string, target: string | undefined): Place | undefined {
  const order = useContext(ListOrder);
  const at = order.indexOf(permalink);
  const to = target === undefined ? -1 : order.indexOf(target);
  if (at < 0 || to < 0) return undefined;
  if (Math.abs(to - at) === 1) return to < at ? 'above' : 'below';
  return to < at ? 'further up' : 'further down';
}
