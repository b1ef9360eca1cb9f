// Our not-found screen; the NotFound page around it, its title and noindex stay the theme's.
import React, {lazy, Suspense, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {Props} from '@theme/NotFound/Content';
import {notFound} from '@site/src/data/notFound';
import SearchForm from '@site/src/components/NotFoundSuggestions/SearchForm';

// In a chunk of its own: the guesses show after hydration, so the not-found page's first load
// leaves them out.
const NotFoundSuggestions = lazy(
  () =>
    import(
      /* webpackChunkName: "not-found-suggestions" */ '@site/src/components/NotFoundSuggestions'
    ),
);

export default function NotFoundContent({className}: Props): ReactNode {
  // Re-render when the address changes.
  useLocation();
  // 404.html is rendered once, at /404, and served for every unknown address:
  // the address is shown only once the page runs in the browser, so that
  // hydration finds the text it was rendered with. It is the address as
  // typed: the router's copy has lost a final .html.
  const isBrowser = useIsBrowser();
  // SITE_NOT_FOUND_GUESSES=off, the way out of a stop on the route table's pins: the box alone.
  const guesses = useDocusaurusContext().siteConfig.customFields?.notFoundGuesses !== false;
  const pathname = isBrowser ? window.location.pathname : '';
  return (
    <main className={`margin-vert--xl container ${className ?? ''}`}>
      <div className="row">
        <div className="col col--8 col--offset-2">
          <p className="text-sm font-semibold tracking-wide text-[var(--site-ink-muted)] uppercase">
            Error 404
          </p>
          <h1 className="text-4xl">{notFound.title}</h1>
          <p className="text-lg">
            {isBrowser ? (
              <>
                {notFound.bodyAt} <code className="break-all">{pathname}</code>
              </>
            ) : (
              notFound.body
            )}
          </p>
          {/* Here before the scripts run, its search box too: what follows moves only by the guesses' lines. */}
          <section aria-labelledby="not-found-guesses" className="site-not-found-guesses mb-8">
            <h2 id="not-found-guesses" className="text-xl">
              {notFound.suggestions.title}
            </h2>
            {isBrowser && guesses ? (
              <Suspense fallback={<SearchForm />}>
                <NotFoundSuggestions pathname={pathname} />
              </Suspense>
            ) : (
              <SearchForm />
            )}
          </section>
          <p>{notFound.hint}</p>
          <nav aria-label="Ways back">
            <ul className="grid list-none grid-cols-1 gap-3 p-0 sm:grid-cols-2">
              {notFound.links.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className="block rounded-lg border border-solid border-[var(--site-border)] p-4 font-semibold">
                    {link.label}
                    <span className="block text-sm font-normal text-[var(--site-ink-muted)]">
                      {link.note}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </main>
  );
}
