// The installation landing page (/getting-started/installation): a card per platform, into the
// docs.
import React, {type ReactNode} from 'react';
import CustomPage from '@site/src/components/CustomPage';
import Link from '@docusaurus/Link';
import Section from '@site/src/components/Section';
import CommandBlock from '@site/src/components/CommandBlock';
import {intro, platforms} from '@site/src/data/install';

export default function Installation(): ReactNode {
  return (
    <CustomPage
      page="installation"
      title={intro.title}
      lead={intro.lead}
      header={
        <p className="site-prose mt-4 mb-0">
          {intro.desktop.text} <a href={intro.desktop.link.href}>{intro.desktop.link.label}</a>
        </p>
      }>
      <Section id="platforms">
        <ul className="m-0 grid list-none grid-cols-1 gap-6 p-0 md:grid-cols-2">
          {platforms.map((p) => (
            <li
              key={p.name}
              className="flex flex-col rounded-xl border border-solid border-[var(--site-border)] p-6">
              {/* The id of the doc section it points to: a search hit in the card links here. */}
              <h2 id={p.to.split('#')[1]} className="mb-2 scroll-mt-2 text-2xl">
                {p.name}
              </h2>
              <p>{p.summary}</p>
              <div className="grow">
                <CommandBlock command={p.command} />
              </div>
              <Link to={p.to} className="font-semibold underline underline-offset-2">
                Full steps for {p.name}
              </Link>
            </li>
          ))}
        </ul>
        <p className="mt-8 mb-0">
          <Link className="button button--primary button--lg" to={intro.full.to}>
            {intro.full.label}
          </Link>
        </p>
      </Section>
    </CustomPage>
  );
}
