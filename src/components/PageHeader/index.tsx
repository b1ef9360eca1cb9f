// The header band of every custom page.
import React, {type ReactNode} from 'react';

type Props = {title: string; lead: ReactNode; children?: ReactNode};

/** The h1 band at the top of every custom page. */
export default function PageHeader({title, lead, children}: Props): ReactNode {
  return (
    <header className="bg-gradient-to-br from-[var(--site-hero-from)] to-[var(--site-hero-to)] py-12 md:py-16">
      <div className="container">
        <h1 className="mb-4 text-4xl md:text-5xl">{title}</h1>
        <p className="mb-0 max-w-3xl text-lg text-[var(--site-ink-muted)] md:text-xl">{lead}</p>
        {children}
      </div>
    </header>
  );
}
