// Which entries of a blog list sit beside one another, for a short notice to say "the post above".
import {createContext, useContext} from 'react';

/** The addresses of a list page's entries, in their order (src/theme/BlogPostItems provides it). */
export const ListOrder = createContext<readonly string[]>([]);

/** Whether `target` is just above or just below the entry at `permalink`. */
export function useNeighbour(
  permalink: string,
  target: string | undefined,
): 'above' | 'below' | undefined {
  const order = useContext(ListOrder);
  const at = order.indexOf(permalink);
  if (at < 0 || target === undefined) return undefined;
  if (order[at - 1] === target) return 'above';
  if (order[at + 1] === target) return 'below';
  return undefined;
}
