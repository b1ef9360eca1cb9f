import {useEffect, useState} from 'react';

/** How long a loader waits before it shows a spinner: 200 ms, react-loadable's default, as in Docusaurus's own route loading. */
export const LOADER_DELAY_MS = 200;

/**
 * False until `waiting` has been true for the loader delay. A load that ends
 * sooner shows nothing at all instead of a spinner that flashes.
 */
export function usePastDelay(waiting: boolean, delay = LOADER_DELAY_MS): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setPast(true), delay);
    return () => {
      clearTimeout(timer);
      setPast(false);
    };
  }, [waiting, delay]);
  return waiting && past;
}
