// Our own not-found screen in place of the theme's (the theme's is one
// sentence). The wrapping NotFound page, its title and noindex stay the theme's.
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import type {Props} from '@theme/NotFound/Content';
import {notFound} from '@site/src/data/notFound';

export default function NotFoundContent({className}: Props): ReactNode {
  const {pathname} = useLocation();
  return (
    <main className={`container margin-vert--xl ${className ?? ''}`}>
      <div className="row">
        <div className="col col--8 col--offset-2">
          <p className="text-sm font-semibold uppercase tracking-wide text-[var(--site-ink-muted)]">Error 404</p>
          <h1 className="text-4xl">{notFound.title}</h1>
          <p className="text-lg">
            {notFound.body} <code className="break-all">{pathname}</code>
          </p>
          <p>{notFound.hint}</p>
          <nav aria-label="Ways back">
            <ul className="grid gap-3 sm:grid-cols-2 list-none p-0">
              {notFound.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="block rounded-lg border border-solid border-[var(--site-border)] p-4 font-semibold">
                    {link.label}
                    <span className="block font-normal text-sm text-[var(--site-ink-muted)]">{link.note}</span>
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
