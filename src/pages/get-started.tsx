// The get-started page (/get-started): its sections from src/data/getStarted.ts, with the
// playground.
import React, {type ReactNode} from 'react';
import CustomPage from '@site/src/components/CustomPage';
import Link from '@docusaurus/Link';
import Section from '@site/src/components/Section';
import CommandBlock from '@site/src/components/CommandBlock';
import RunCommandComposer from '@site/src/components/RunCommandComposer';
import InlineText from '@site/src/components/InlineText';
import * as page from '@site/src/data/getStarted';

export default function GetStarted(): ReactNode {
  const {intro, install, help, composer} = page;
  return (
    <CustomPage page="getStarted" title={intro.title} lead={intro.lead}>
      <Section id="install" title={install.title}>
        <p className="text-lg">{install.body}</p>
        <Link className="button button--primary button--lg" to={install.cta.to}>
          {install.cta.label}
        </Link>
      </Section>
      <Section id="help" title={help.title} tinted>
        <p className="site-prose text-lg">
          <InlineText>{help.body}</InlineText> The full{' '}
          <a href={help.reference.href}>{help.reference.label}</a> is online too.
        </p>
        <CommandBlock command={help.commands} />
        <p className="site-prose mb-0">
          The <a href={help.troubleshooting.href}>{help.troubleshooting.label}</a>{' '}
          {help.troubleshootingNote}
        </p>
      </Section>
      <Section id="first-container" title={page.stepsTitle}>
        <ol className="m-0 grid list-none grid-cols-1 gap-8 p-0">
          {page.steps.map((step, i) => (
            <li key={step.title}>
              <h3 className="mb-2 text-xl">
                <span className="text-[var(--site-ink-muted)]">{i + 1}.</span> {step.title}
              </h3>
              <p>
                <InlineText>{step.body}</InlineText>
              </p>
              <CommandBlock command={step.command} output={step.output} />
            </li>
          ))}
        </ol>
      </Section>
      <Section id="compose" title={composer.title} lead={composer.lead} tinted>
        <RunCommandComposer />
      </Section>
    </CustomPage>
  );
}
