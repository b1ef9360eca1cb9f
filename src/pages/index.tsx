// The home page (/): its sections from src/data/home.ts.
import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import SocialCardMeta from '@site/src/components/SocialCardMeta';
import {pageCards} from '@site/src/data/pageCards';
import Link from '@docusaurus/Link';
import SearchBody from '@site/src/components/SearchBody';
import Section from '@site/src/components/Section';
import CardGrid from '@site/src/components/CardGrid';
import CommandBlock from '@site/src/components/CommandBlock';
import HeroArt from '@site/src/components/HeroArt';
import LatestRelease from '@site/src/components/LatestRelease';
import RecentPosts from '@site/src/components/RecentPosts';
import * as home from '@site/src/data/home';

function Hero(): ReactNode {
  const {hero} = home;
  return (
    <header className="py-12 md:py-20 bg-gradient-to-br from-[var(--site-hero-from)] to-[var(--site-hero-to)]">
      <div className="container grid grid-cols-1 gap-10 items-center md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div>
          <h1 className="text-4xl md:text-6xl leading-tight mb-5">{hero.title}</h1>
          <p className="text-lg md:text-xl max-w-2xl text-[var(--site-ink-muted)]">{hero.lead}</p>
          <div className="flex flex-wrap gap-3 mt-6">
            <Link className="button button--primary button--lg" to={hero.primary.to}>
              {hero.primary.label}
            </Link>
            <Link className="button button--secondary button--lg" to={hero.secondary.to}>
              {hero.secondary.label}
            </Link>
          </div>
          <LatestRelease label={hero.releaseLabel} />
          <p className="mt-4 mb-0 text-[var(--site-ink-muted)]">
            {hero.platformsLabel}: {hero.platforms.join(' · ')}
          </p>
        </div>
        <div className="hidden md:flex justify-center text-[var(--site-ink-muted)]">
          <HeroArt />
        </div>
      </div>
    </header>
  );
}

export default function Home(): ReactNode {
  return (
    <Layout description={home.hero.lead}>
      <SocialCardMeta {...pageCards.home} />
      <SearchBody>
        <main>
          <Hero />
          <Section id="why" title={home.pillarsTitle}>
            <CardGrid cards={home.pillars} columns={4} />
          </Section>
          <Section id="kubernetes" title={home.kubernetes.title} tinted>
            <div className="grid grid-cols-1 gap-8 md:grid-cols-2 items-start">
              <div>
                {home.kubernetes.body.map((p) => (
                  <p key={p} className="text-lg">
                    {p}
                  </p>
                ))}
              </div>
              <CommandBlock command={home.kubernetes.command} />
            </div>
          </Section>
          <Section id="tools" title={home.toolsTitle}>
            <CardGrid cards={home.tools} columns={4} />
          </Section>
          <Section id="news" title={home.newsTitle} tinted>
            <RecentPosts />
            <p className="mt-6 mb-0">
              <Link to={home.newsMore.to} className="font-semibold underline underline-offset-2">
                {home.newsMore.label}
              </Link>
            </p>
          </Section>
          <Section id="reading" title={home.readingTitle}>
            <CardGrid cards={home.reading} />
          </Section>
        </main>
      </SearchBody>
    </Layout>
  );
}
