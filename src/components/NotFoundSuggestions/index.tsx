// The not-found screen's guesses for a missing address (src/lib/closestAddress.ts), from the routes the browser
// already holds (@generated/routes: to match the address at all, the client has the whole route tree by now). Its
// own chunk, loaded by src/theme/NotFound/Content on that screen only; it fetches nothing.
import React, {useId, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import routes from '@generated/routes';
import type {RouteConfig} from 'react-router-config';
import {suggestionsFor} from '@site/src/lib/closestAddress';
import {notFound} from '@site/src/data/notFound';
import {openSiteSearch} from './openSiteSearch';

/** Every route's path, nested ones too. */
function pathsOf(tree: readonly RouteConfig[]): string[] {
  return tree.flatMap((route) => [
    ...(typeof route.path === 'string' ? [route.path] : []),
    ...pathsOf(route.routes ?? []),
  ]);
}

export default function NotFoundSuggestions({pathname}: {pathname: string}): ReactNode {
  const heading = useId();
  const base = useBaseUrl('/');
  const inSite = (path: string) => path.slice(base.length - 1);
  const found = suggestionsFor(inSite(pathname), pathsOf(routes).map(inSite));
  if (!found) return null;
  const copy = notFound.suggestions;
  return (
    <section aria-labelledby={heading} className="mb-8">
      <h2 id={heading} className="text-xl">
        {copy.title}
      </h2>
      {found.closest && (
        <p>
          {copy.closest}{' '}
          <Link to={found.closest} className="font-semibold break-all">
            {found.closest}
          </Link>
        </p>
      )}
      {found.sameDay.length > 0 && (
        <>
          <p className="mb-1">{copy.sameDay}</p>
          <ul>
            {found.sameDay.map((path) => (
              <li key={path}>
                <Link to={path} className="break-all">
                  {path}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
      <form
        role="search"
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          openSiteSearch(new FormData(event.currentTarget).get('q') as string);
        }}>
        <label className="grid grow gap-1 font-semibold">
          {copy.searchLabel}
          <input
            type="search"
            name="q"
            defaultValue={found.words}
            className="rounded border border-solid border-[var(--ifm-color-emphasis-600)] bg-[var(--ifm-background-surface-color)] px-3 py-2 font-normal text-[var(--ifm-font-color-base)]"
          />
        </label>
        <button type="submit" className="button button--primary">
          {copy.searchButton}
        </button>
      </form>
    </section>
  );
}
