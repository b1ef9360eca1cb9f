// A grid of equal cards, used by the custom pages.
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {Card} from '@site/src/data/types';

type Props = {
  cards: (Card & {to?: string})[];
  columns?: 3 | 4;
};

const columnClass = {
  3: 'md:grid-cols-3',
  4: 'md:grid-cols-2 lg:grid-cols-4',
} as const;

/** Equal cards in a responsive grid: one column on phones, more on wider screens. */
export default function CardGrid({cards, columns = 3}: Props): ReactNode {
  return (
    <ul className={`grid grid-cols-1 gap-6 ${columnClass[columns]} m-0 list-none p-0`}>
      {cards.map((card) => (
        <li
          key={card.title}
          className="flex flex-col rounded-xl border border-solid border-[var(--site-border)] bg-[var(--ifm-background-surface-color)] p-6">
          {/* Each page's sections are h2. */}
          <h3 className="mb-2 text-xl">
            {card.to ? <Link to={card.to}>{card.title}</Link> : card.title}
          </h3>
          <p className="mb-3 grow text-[var(--site-ink-muted)]">{card.body}</p>
          {card.link && (
            <a className="font-semibold underline underline-offset-2" href={card.link.href}>
              {card.link.label}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
