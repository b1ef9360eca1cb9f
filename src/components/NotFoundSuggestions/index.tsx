// The not-found screen's guesses for a missing address (src/lib/closestAddress.ts), from the routes
// the browser already holds (@generated/routes: to match the address at all, the client has the
// whole route tree by now), and its search box filled. Its own chunk, loaded by
// src/theme/NotFound/Content on that screen only; it fetches nothing.
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import routes from '@generated/routes';
import type {RouteConfig} from 'react-router-config';
import {searchWords, suggestionsFor} from '@site/src/lib/closestAddress';
import {notFound} from '@site/src/data/notFound';
import SearchForm from './SearchForm';

/** Every route's path, nested ones too. */
function pathsOf(tree: readonly RouteConfig[]): string[] {
  return tree.flatMap((route) => [
    ...(typeof route.path === 'string' ? [route.path] : []),
    ...pathsOf(route.routes ?? []),
  ]);
}

export default function NotFoundSuggestions({pathname}: {pathname: string}): ReactNode {
  const base = useBaseUrl('/');
  const inSite = (path: string) => path.slice(base.length - 1);
  const found = suggestionsFor(inSite(pathname), pathsOf(routes).map(inSite));
  const copy = notFound.suggestions;
  return (
    <>
      {found?.closest && (
        <p>
          {copy.closest}{' '}
          <Link to={found.closest} className="font-semibold break-all">
            {found.closest}
          </Link>
        </p>
      )}
      {found?.sameDay.length ? (
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
      ) : null}
      <SearchForm words={searchWords(inSite(pathname))} />
    </>
  );
}
