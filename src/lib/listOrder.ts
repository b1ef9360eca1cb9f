import {createContext, useContext} from 'react';

/** The addresses of a list page's entries, in their order (src/theme/BlogPostItems provides it). */
export const ListOrder = createContext<readonly string[]>([]);

/** Where `target` sits beside the entry at `permalink` in the list around it: just above, just below, or neither. */
export function useNeighbour(permalink: string, target: string | undefined): 'above' | 'below' | undefined {
  const order = useContext(ListOrder);
  const at = order.indexOf(permalink);
  if (at < 0 || target === undefined) return undefined;
  if (order[at - 1] === target) return 'above';
  if (order[at + 1] === target) return 'below';
  return undefined;
}
