// A band of a custom page, with its heading and lead.
import React, {type ReactNode} from 'react';
import clsx from 'clsx';

type Props = {
  id: string;
  title?: string;
  lead?: ReactNode;
  tinted?: boolean;
  children: ReactNode;
};

/** A full-width band of a custom page, with an optional h2 and lead paragraph. */
export default function Section({id, title, lead, tinted, children}: Props): ReactNode {
  const headingId = `${id}-title`;
  return (
    <section
      id={id}
      aria-labelledby={title ? headingId : undefined}
      className={clsx('py-12 md:py-16', tinted && 'bg-[var(--site-surface)]')}>
      <div className="container">
        {title && (
          // A search hit in the section links here: clear of the sticky navbar, as the docs'
          // headings are.
          <h2 id={headingId} className="mb-3 scroll-mt-2 text-2xl md:text-3xl">
            {title}
          </h2>
        )}
        {lead && <p className="mb-8 max-w-3xl text-lg text-[var(--site-ink-muted)]">{lead}</p>}
        {children}
      </div>
    </section>
  );
}
