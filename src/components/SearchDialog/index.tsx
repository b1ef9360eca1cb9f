// The search dialog the navbar's button opens: the query, its results and their excerpts.
import React, {
  startTransition,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import {useHistory} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {searchCopy} from '@site/src/data/search';
import {shortDate} from '@site/src/lib/dates';
import {
  loadPagefind,
  nextPage,
  queryTerms,
  routeOf,
  type PagefindResult,
  type PagefindResultData,
} from './pagefind';
import {searchWithSpelling} from './searchWithSpelling';
import {loadedVocabulary, loadVocabulary, shardsFor} from './spelling';
import styles from './styles.module.css';

type Result = PagefindResultData & {route: string};
const asResult = (d: PagefindResultData): Result => ({...d, route: routeOf(d.url)});
type State =
  | {kind: 'idle'}
  | {kind: 'loading'}
  | {
      kind: 'done';
      query: string;
      results: Result[];
      found: PagefindResult[];
      cursor: number;
      relevantTo: string;
      corrected?: string;
    }
  | {kind: 'error'};

/** Results shown at first and added by "More results": each result's data is a download. */
const pageSize = 5;
/**
 * Skips the searches of keys pressed in one burst (a paste, a held key); typing is slower than
 * this.
 */
const typingPause = 10;

/**
 * `typed`: what the visitor had typed before the dialog opened (SearchBar's web search, before
 * hydration).
 */
export default function SearchDialog({
  onClose,
  typed,
}: {
  onClose: () => void;
  typed: string;
}): ReactNode {
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const history = useHistory();
  const baseUrl = useBaseUrl('/');
  const listId = useId();
  const [query, setQuery] = useState(typed);
  const [state, setState] = useState<State>({kind: 'idle'});
  const [active, setActive] = useState(0);
  const [asTypedFor, setAsTypedFor] = useState<string | null>(null);
  /** The state as last rendered, for "More results" to check after its download. */
  const shownState = useRef(state);
  useEffect(() => void (shownState.current = state), [state]);

  useEffect(() => {
    dialog.current?.showModal();
    input.current?.focus();
    loadPagefind(baseUrl).catch(() => setState({kind: 'error'}));
  }, [baseUrl]);

  useEffect(() => {
    const q = query.trim();
    if (!q) return;
    let current = true;
    let timer = 0;
    // The search starts once the key's own frame is painted, not before it.
    const frame = requestAnimationFrame(() => (timer = window.setTimeout(search, typingPause)));
    async function search() {
      try {
        const pagefind = await loadPagefind(baseUrl);
        const shards = shardsFor(queryTerms(q));
        const vocabulary =
          asTypedFor === q
            ? undefined
            : {load: () => loadVocabulary(baseUrl, shards), loaded: () => loadedVocabulary(shards)};
        const {found, page, cursor, relevantTo, corrected} = await searchWithSpelling(
          pagefind,
          q,
          pageSize,
          vocabulary,
        );
        // In a transition: a key pressed while the results render is answered first.
        if (current) {
          startTransition(() => {
            setState({
              kind: 'done',
              query: q,
              results: page.map(asResult),
              found,
              cursor,
              relevantTo,
              corrected,
            });
            setActive(0);
          });
        }
      } catch {
        if (current) setState({kind: 'error'});
      }
    }
    return () => {
      current = false;
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [query, baseUrl, asTypedFor]);

  async function showMore() {
    if (state.kind !== 'done') return;
    const {query: q, found, cursor, relevantTo} = state;
    const {page, cursor: next} = await nextPage(found, cursor, relevantTo, pageSize);
    // Typing meanwhile has started another search: its results win.
    const now = shownState.current;
    if (now.kind !== 'done' || now.query !== q || now.cursor !== cursor) return;
    setState({...now, results: [...now.results, ...page.map(asResult)], cursor: next});
    // The arrows go on from the first added result, which screen readers announce.
    if (page.length) setActive(now.results.length);
    input.current?.focus();
  }

  // An empty query shows nothing, whatever an earlier search left behind.
  const shown: State = query.trim() ? state : {kind: 'idle'};
  const results = shown.kind === 'done' ? shown.results : [];
  const hasMore = shown.kind === 'done' && results.length > 0 && shown.cursor < shown.found.length;

  function onQuery(value: string) {
    setQuery(value);
    // Keep the previous results on screen while the next ones arrive.
    if (value.trim()) setState((s) => (s.kind === 'done' ? s : {kind: 'loading'}));
  }

  function go(result: Result | undefined) {
    if (!result) return;
    onClose();
    history.push(result.route);
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    // Chromium's search field empties itself on the first Esc, so the dialog would close only on a
    // second one.
    if (e.key === 'Escape') {
      e.preventDefault();
      dialog.current?.close();
      return;
    }
    if (!['ArrowDown', 'ArrowUp', 'Enter'].includes(e.key)) return;
    e.preventDefault();
    if (e.key === 'Enter') go(results[active]);
    else {
      setActive((i) =>
        e.key === 'ArrowDown' ? Math.min(i + 1, results.length - 1) : Math.max(i - 1, 0),
      );
    }
  }

  const optionId = (i: number) => `${listId}-option-${i}`;

  // The list scrolls; the option the arrows reach must be on screen.
  useEffect(() => {
    if (results.length) {
      document.getElementById(`${listId}-option-${active}`)?.scrollIntoView({block: 'nearest'});
    }
  }, [active, results.length, listId]);

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-label={searchCopy.label}
      onClose={onClose}
      onClick={(e) => e.target === dialog.current && dialog.current?.close()}>
      <div className={styles.panel}>
        <div className={styles.bar}>
          <input
            ref={input}
            className={styles.input}
            type="search"
            role="combobox"
            aria-label={searchCopy.label}
            aria-expanded={results.length > 0}
            aria-controls={listId}
            aria-describedby={`${listId}-hint`}
            aria-activedescendant={results.length ? optionId(active) : undefined}
            aria-autocomplete="list"
            placeholder={searchCopy.placeholder}
            value={query}
            onChange={(e) => onQuery(e.target.value)}
            onKeyDown={onKeyDown}
          />
          <button type="button" className={styles.close} onClick={() => dialog.current?.close()}>
            {/* On a narrow phone the word gives its room to the input and a × shows; it stays the button's name. */}
            <span className="max-[420px]:sr-only">{searchCopy.close}</span>
            <span className={`${styles.closeMark} hidden max-[420px]:inline`} aria-hidden="true">
              ×
            </span>
          </button>
        </div>
        <p id={`${listId}-hint`} className={styles.hint}>
          {searchCopy.hint}
        </p>
        <div aria-live="polite" className={styles.status}>
          {shown.kind === 'loading' && searchCopy.loading}
          {shown.kind === 'error' && searchCopy.unavailable}
          {shown.kind === 'done' && results.length === 0 && searchCopy.noResults(shown.query)}
          {shown.kind === 'done' && shown.corrected && results.length > 0 && (
            <span className={styles.corrected}>
              {searchCopy.correctedTo} <em>{shown.corrected}</em>.{' '}
              <button
                type="button"
                className={styles.asTyped}
                onClick={() => {
                  setAsTypedFor(shown.query);
                  input.current?.focus();
                }}>
                {searchCopy.searchAsTyped(shown.query)}
              </button>
            </span>
          )}
        </div>
        {/* The results are a listbox the input points to, which a screen reader does not read out: their number is said here. */}
        <p role="status" className="sr-only">
          {shown.kind === 'done' &&
            results.length > 0 &&
            searchCopy.resultCount(results.length, shown.corrected ?? shown.query, hasMore)}
        </p>
        {/* data-results-for: the query these results answer (the relevance tests wait for it). */}
        {/* Not a Tab stop (a list that scrolls would be one): the arrows move through it. */}
        <ul
          id={listId}
          role="listbox"
          tabIndex={-1}
          aria-label={searchCopy.resultsLabel}
          className={styles.results}
          data-results-for={shown.kind === 'done' ? shown.query : undefined}>
          {results.map((r, i) => (
            // The option is the link itself: a link inside an option would be a control nested in a
            // control. Named by its title (and heading); section, date and excerpt are its
            // description.
            <li key={r.url} role="none" className={styles.result}>
              <a
                id={optionId(i)}
                role="option"
                aria-selected={i === active}
                aria-label={r.heading ? `${r.meta.title} ${r.heading}` : r.meta.title}
                aria-describedby={`${optionId(i)}-meta ${optionId(i)}-excerpt`}
                tabIndex={-1}
                href={r.route}
                onMouseEnter={() => setActive(i)}
                onClick={(e) => {
                  // With a modifier the browser opens the link where the visitor asked (a new tab,
                  // a window).
                  if (e.ctrlKey || e.metaKey || e.shiftKey || e.altKey) return;
                  e.preventDefault();
                  go(r);
                }}>
                <span id={`${optionId(i)}-meta`} className={styles.meta}>
                  {r.meta.section}
                  {r.meta.date && <> · {shortDate(r.meta.date)}</>}
                </span>
                <span className={styles.title}>{r.meta.title}</span>
                {r.heading && <span className={styles.heading}>{r.heading}</span>}
                <span
                  id={`${optionId(i)}-excerpt`}
                  className={styles.excerpt}
                  dangerouslySetInnerHTML={{__html: r.excerpt}}
                />
              </a>
            </li>
          ))}
        </ul>
        {hasMore && (
          <button type="button" className={styles.more} onClick={() => void showMore()}>
            {searchCopy.more}
          </button>
        )}
      </div>
    </dialog>
  );
}
