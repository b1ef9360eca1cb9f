// The navbar's search button (and "/" or Ctrl/Cmd-K); the dialog and Pagefind load when it opens.
import React, {lazy, Suspense, useCallback, useLayoutEffect, useState, type ReactNode} from 'react';
import {searchCopy} from '@site/src/data/search';
import styles from './styles.module.css';

const SearchDialog = lazy(
  () => import(/* webpackChunkName: "search-dialog" */ '@site/src/components/SearchDialog'),
);

function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName));
}

// One keydown listener for the whole visit, and the mounted navbar's way to open its dialog, handed
// over in the commit that swaps navbars: each page renders the navbar anew, and a listener of its
// own came back only with the new page's effects, after its first paint (keyboard.spec.ts).
let openDialog: (() => void) | null = null;

function onShortcut(e: KeyboardEvent): void {
  const slash = e.key === '/' && !e.ctrlKey && !e.metaKey && !e.altKey && !isTyping(e.target);
  const commandK = e.key.toLowerCase() === 'k' && (e.ctrlKey || e.metaKey);
  if ((slash || commandK) && openDialog) {
    e.preventDefault();
    openDialog();
  }
}

export default function SearchBar(): ReactNode {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  useLayoutEffect(() => {
    const mine = () => setOpen(true);
    openDialog = mine;
    // The same function each time: added once.
    window.addEventListener('keydown', onShortcut);
    return () => {
      if (openDialog === mine) openDialog = null;
    };
  }, []);
  return (
    <>
      <button
        type="button"
        className={styles.button}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-keyshortcuts="/ Control+K Meta+K">
        <svg aria-hidden="true" viewBox="0 0 20 20" width="16" height="16">
          <path
            d="M8.5 3a5.5 5.5 0 0 1 4.38 8.83l3.65 3.64-1.06 1.06-3.64-3.65A5.5 5.5 0 1 1 8.5 3Zm0 1.5a4 4 0 1 0 0 8 4 4 0 0 0 0-8Z"
            fill="currentColor"
          />
        </svg>
        <span>{searchCopy.button}</span>
        <kbd className={styles.key} aria-hidden="true">
          /
        </kbd>
      </button>
      {open && (
        <Suspense fallback={null}>
          <SearchDialog onClose={close} />
        </Suspense>
      )}
    </>
  );
}
