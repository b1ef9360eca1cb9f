// The frame of every custom page (src/pages): its title and description, its sharing card, its
// content marked for the search index and the header band at its top.
import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import SocialCardMeta from '@site/src/components/SocialCardMeta';
import SearchSubject, {type Subject} from '@site/src/components/SearchSubject';
import {pageCards} from '@site/src/data/pageCards';
import {searchSubjects} from '@site/src/data/searchSubjects';

/** The home page has no subject of its own. */
const subjects: Partial<Record<string, Subject>> = searchSubjects;

type Props = {
  /** Its entries in src/data/pageCards.ts and src/data/searchSubjects.ts. */
  page: keyof typeof pageCards;
  /** The h1 of the header band and the page's title; without it (the home page), no band. */
  title?: string;
  lead: string;
  /** What the band shows under the lead. */
  header?: ReactNode;
  children: ReactNode;
};

export default function CustomPage({page, title, lead, header, children}: Props): ReactNode {
  return (
    <Layout title={title} description={lead}>
      <SocialCardMeta {...pageCards[page]} />
      {/* For the search index: section "Page", with its subject. */}
      <div data-pagefind-body data-pagefind-meta="section:Page">
        <SearchSubject {...subjects[page]} />
        <main>
          {title && (
            <header className="bg-gradient-to-br from-[var(--site-hero-from)] to-[var(--site-hero-to)] py-12 md:py-16">
              <div className="container">
                <h1 className="mb-4 text-4xl md:text-5xl">{title}</h1>
                <p className="mb-0 max-w-3xl text-lg text-[var(--site-ink-muted)] md:text-xl">
                  {lead}
                </p>
                {header}
              </div>
            </header>
          )}
          {children}
        </main>
      </div>
    </Layout>
  );
}
