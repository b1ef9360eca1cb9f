// The home page (/): its sections from src/data/home.ts.
import React, {type ReactNode} from 'react';
import CustomPage from '@site/src/components/CustomPage';
import Link from '@docusaurus/Link';
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
    <header className="bg-gradient-to-br from-[var(--site-hero-from)] to-[var(--site-hero-to)] py-12 md:py-20">
      <div className="container grid grid-cols-1 items-center gap-10 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div>
          <h1 className="mb-5 text-4xl leading-tight md:text-6xl">{hero.title}</h1>
          <p className="max-w-2xl text-lg text-[var(--site-ink-muted)] md:text-xl">{hero.lead}</p>
          <div className="mt-6 flex flex-wrap gap-3">
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
        <div className="hidden justify-center text-[var(--site-ink-muted)] md:flex">
          <HeroArt />
        </div>
      </div>
    </header>
  );
}

export default function Home(): ReactNode {
  return (
    <CustomPage page="home" lead={home.hero.lead}>
      <Hero />
      <Section id="why" title={home.pillarsTitle}>
        <CardGrid cards={home.pillars} columns={4} />
      </Section>
      <Section id="kubernetes" title={home.kubernetes.title} tinted>
        <div className="grid grid-cols-1 items-start gap-8 md:grid-cols-2">
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
    </CustomPage>
  );
}
