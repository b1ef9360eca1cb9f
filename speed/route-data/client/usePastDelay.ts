// The loader's delay before a spinner shows, as Docusaurus's own route loading has it.
import {useEffect, useState} from 'react';

/**
 * How long a loader waits before it shows a spinner: 200 ms, react-loadable's default, as in
 * Docusaurus's own route loading.
 */
const delay = 200;

/**
 * False until `waiting` has been true for the loader delay: a shorter load shows no spinner that
 * flashes.
 */
export function usePastDelay(waiting: boolean): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setPast(true), delay);
    return () => {
      clearTimeout(timer);
      setPast(false);
    };
  }, [waiting]);
  return waiting && past;
}
