// The community page (/community): its sections from src/data/community.ts.
import React, {type ReactNode} from 'react';
import CustomPage from '@site/src/components/CustomPage';
import Section from '@site/src/components/Section';
import * as community from '@site/src/data/community';

function Meetings(): ReactNode {
  const {meetings} = community;
  return (
    <>
      <ul className="m-0 grid list-none grid-cols-1 gap-6 p-0 md:grid-cols-2">
        {meetings.items.map((m) => (
          <li
            key={m.name}
            className="rounded-xl border border-solid border-[var(--site-border)] bg-[var(--ifm-background-color)] p-6">
            <h3 className="mb-1 text-xl">{m.name}</h3>
            <p className="mb-1 font-semibold">{m.schedule}</p>
            <p className="mb-3 text-[var(--site-ink-muted)]">{m.time}</p>
            <p>{m.about}</p>
            <div className="flex flex-wrap gap-3">
              <a className="button button--primary" href={m.join.href}>
                {m.join.label}
              </a>
              <a className="button button--secondary" href={m.agenda.href}>
                {m.agenda.label}
              </a>
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-6">{meetings.platformNote}</p>
      <p className="site-prose mb-0">
        {meetings.desktop.body}{' '}
        <a href={meetings.desktop.link.href}>{meetings.desktop.link.label}</a>.
      </p>
    </>
  );
}

function IssueLinks(): ReactNode {
  return (
    <table className="site-prose mt-4">
      <caption className="mb-2 text-left font-semibold">Issue trackers</caption>
      <thead>
        <tr>
          <th scope="col">Project</th>
          <th scope="col">Open issues</th>
          <th scope="col">New issue</th>
        </tr>
      </thead>
      <tbody>
        {community.projects.map((project) => (
          <tr key={project}>
            <th scope="row">{project}</th>
            <td>
              <a href={community.issueLinks[project].open}>{project} issues</a>
            </td>
            <td>
              <a href={community.issueLinks[project].create}>File a {project} issue</a>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export default function Community(): ReactNode {
  const {intro, conduct, chat, meetings, mailingList, contributing} = community;
  return (
    <CustomPage
      page="community"
      title={intro.title}
      lead={intro.lead}
      header={
        <p className="site-prose mt-4 mb-0">
          <a href={intro.contributing.href}>{intro.contributing.label}</a> ·{' '}
          <span>{conduct.body}</span> <a href={conduct.link.href}>{conduct.link.label}</a>
        </p>
      }>
      <Section id="chat" title={chat.title} lead={chat.body}>
        <ul className="m-0 grid list-none grid-cols-1 gap-3 p-0 sm:grid-cols-2">
          {chat.channels.map((c) => (
            <li key={c.href}>
              <a
                href={c.href}
                className="block rounded-lg border border-solid border-[var(--site-border)] p-4 font-semibold">
                {c.label}
              </a>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="meetings" title={meetings.title} lead={meetings.body} tinted>
        <Meetings />
      </Section>
      <Section id="mailing-list" title={mailingList.title} lead={mailingList.body}>
        <div className="site-prose">
          <p>
            Browse the archives at <a href={mailingList.site.href}>{mailingList.site.label}</a>. To
            subscribe:
          </p>
          <ul>
            {mailingList.steps.map((s) => (
              <li key={s.link.href}>
                {s.text} <a href={s.link.href}>{s.link.label}</a>
              </li>
            ))}
          </ul>
          <p>{mailingList.after}</p>
          <p className="mb-0">{mailingList.bugs}</p>
        </div>
      </Section>
      <Section id="contributing" title={contributing.title} tinted>
        <p className="site-prose">
          {contributing.lead} <a href={contributing.guide.href}>{contributing.guide.label}</a>
        </p>
        <div className="grid grid-cols-1 gap-8 md:grid-cols-2">
          <div>
            <h3 className="text-xl">{contributing.issues.title}</h3>
            <ul>
              {contributing.issues.points.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
            <IssueLinks />
          </div>
          <div>
            <h3 className="text-xl">{contributing.pullRequests.title}</h3>
            <ul>
              {contributing.pullRequests.points.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
            <p className="site-prose">
              <a href={contributing.pullRequests.more.href}>
                {contributing.pullRequests.more.label}
              </a>
            </p>
          </div>
        </div>
        <p className="mt-8 mb-0 text-lg font-semibold">{community.thanks}</p>
      </Section>
    </CustomPage>
  );
}
