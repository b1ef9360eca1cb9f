// The header band of every custom page.
import React, {type ReactNode} from 'react';

type Props = {title: string; lead: ReactNode; children?: ReactNode};

/** The h1 band at the top of every custom page. */
export default function PageHeader({title, lead, children}: Props): ReactNode {
  return (
    <header className="py-12 md:py-16 bg-gradient-to-br from-[var(--site-hero-from)] to-[var(--site-hero-to)]">
      <div className="container">
        <h1 className="text-4xl md:text-5xl mb-4">{title}</h1>
        <p className="text-lg md:text-xl max-w-3xl text-[var(--site-ink-muted)] mb-0">{lead}</p>
        {children}
      </div>
    </header>
  );
}
