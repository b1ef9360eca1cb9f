// The navbar's search. Once the scripts have run: a button (and "/" or Ctrl/Cmd-K) that opens the
// dialog, which loads with Pagefind on open. Before that, and without JavaScript, the same face
// opens a web search of the site (src/data/searchButton.ts), so a tap is never lost; a search begun
// there goes on in the dialog at hydration.
import React, {
  lazy,
  Suspense,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {searchButton, webSearch} from '@site/src/data/searchButton';
import styles from './styles.module.css';

const SearchDialog = lazy(
  () => import(/* webpackChunkName: "search-dialog" */ '@site/src/components/SearchDialog'),
);

// One keydown listener for the whole visit, and the mounted navbar's way to open its dialog, handed
// over in the commit that swaps navbars: each page renders the navbar anew, and a listener of its
// own came back only with the new page's effects, after its first paint (keyboard.spec.ts).
let openDialog: ((words: string) => void) | null = null;

/** Opens the site search searching for `words` (the not-found screen's search box). */
export function openSearch(words: string): void {
  openDialog?.(words);
}

function onShortcut(e: KeyboardEvent): void {
  const typing = (e.target as Element).closest('input, textarea, select, [contenteditable]');
  const slash = e.key === '/' && !e.ctrlKey && !e.metaKey && !e.altKey && !typing;
  const commandK = e.key.toLowerCase() === 'k' && (e.ctrlKey || e.metaKey);
  if ((slash || commandK) && openDialog) {
    e.preventDefault();
    openDialog('');
  }
}

export default function SearchBar(): ReactNode {
  const isBrowser = useIsBrowser();
  const host = new URL(useDocusaurusContext().siteConfig.url).host;
  const early = useRef<HTMLDetailsElement>(null);
  /** The dialog's first query while it is open; null while it is closed. */
  const [opened, setOpened] = useState<string | null>(null);
  useEffect(() => {
    const details = early.current;
    if (details?.open) setOpened(details.querySelector('input')!.value);
  }, []);
  useLayoutEffect(() => {
    const mine = (words: string) => setOpened(words);
    openDialog = mine;
    // The same function each time: added once.
    window.addEventListener('keydown', onShortcut);
    return () => {
      if (openDialog === mine) openDialog = null;
    };
  }, []);
  const face = (
    <>
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        width="16"
        height="16"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5">
        <circle cx="8.5" cy="8.5" r="4.75" />
        <path d="m12 12 4.5 4.5" />
      </svg>
      {/* Phones and a full navbar (src/css/navbar.css): the icon, with the word kept for screen readers. */}
      <span className="max-[1139px]:sr-only">{searchButton}</span>
      <kbd className={`${styles.key} max-[1139px]:hidden`} aria-hidden="true">
        /
      </kbd>
    </>
  );
  return (
    <>
      {isBrowser ? (
        <button
          type="button"
          className={styles.button}
          onClick={() => setOpened('')}
          aria-haspopup="dialog"
          aria-keyshortcuts="/ Control+K Meta+K">
          {face}
        </button>
      ) : (
        // Infima's dropdown menu, shown whenever the disclosure is open.
        <details ref={early} className={`${styles.early} dropdown--show dropdown--right`}>
          <summary className={styles.button}>{face}</summary>
          <form className={`dropdown__menu ${styles.webSearch}`} action={webSearch.action}>
            <label>
              <span>{webSearch.label(host)}</span>
              <input type="search" name="q" />
            </label>
            <input type="hidden" name="sites" value={host} />
            <button type="submit" className="button button--primary">
              {webSearch.submit}
            </button>
          </form>
        </details>
      )}
      {opened !== null && (
        <Suspense fallback={null}>
          <SearchDialog onClose={() => setOpened(null)} typed={opened} />
        </Suspense>
      )}
    </>
  );
}
