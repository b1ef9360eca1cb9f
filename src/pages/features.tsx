// The features page (/features): its sections from src/data/features.ts.
import React, {type ReactNode} from 'react';
import CustomPage from '@site/src/components/CustomPage';
import Link from '@docusaurus/Link';
import Section from '@site/src/components/Section';
import CardGrid from '@site/src/components/CardGrid';
import CommandBlock from '@site/src/components/CommandBlock';
import RecentPosts from '@site/src/components/RecentPosts';
import * as features from '@site/src/data/features';

export default function Features(): ReactNode {
  const {intro, desktop, learnMore} = features;
  return (
    <CustomPage page="features" title={intro.title} lead={intro.lead}>
      <Section id="orientation" title={features.orientationTitle}>
        <CardGrid cards={features.orientation} />
      </Section>
      <Section id="cli" title={features.cliTitle} lead={features.cliLead} tinted>
        <ol className="m-0 grid list-none grid-cols-1 gap-6 p-0 md:grid-cols-2">
          {features.cliSteps.map((step) => (
            <li key={step.verb}>
              <h3 className="mb-1 text-xl">{step.verb}</h3>
              <p className="mb-2">{step.body}</p>
              <CommandBlock command={step.command} />
            </li>
          ))}
        </ol>
      </Section>
      <Section id="desktop" title={desktop.title} lead={desktop.lead}>
        <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
          {desktop.sections.map((s) => (
            <div
              key={s.title}
              className="rounded-xl border border-solid border-[var(--site-border)] p-6">
              <h3 className="mb-2 text-xl">{s.title}</h3>
              <ul className="mb-0">
                {s.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        <p className="mt-6 mb-0">
          <a href={desktop.link.href} className="font-semibold underline underline-offset-2">
            {desktop.link.label}
          </a>
        </p>
      </Section>
      <Section id="learn-more" title={learnMore.title} tinted>
        <p className="text-lg font-semibold">{learnMore.postsTitle}</p>
        <RecentPosts count={2} />
        <p className="mt-6 mb-0">
          <Link to={learnMore.postsMore.to} className="font-semibold underline underline-offset-2">
            {learnMore.postsMore.label}
          </Link>
        </p>
      </Section>
    </CustomPage>
  );
}
