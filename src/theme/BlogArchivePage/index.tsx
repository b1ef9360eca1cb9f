// Replacement, from the theme's Layout and Heading (src/theme/README.md). Each article is listed
// once: a short notice of a post in the same archive goes on that post's line
// (src/lib/archiveLines.ts), where the theme gave it a line of its own with the same date and
// title. The header follows the colour mode: the theme's hero--primary is a bright band of the
// primary colour in dark mode.
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {PageMetadata} from '@docusaurus/theme-common';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {archiveLines, type ArchiveLine, type ArchivePost} from '@site/src/lib/archiveLines';
import {archivePage as copy} from '@site/src/data/archive';
import {useBlogScope} from '@site/src/lib/useBlogScope';
import {longDate} from '@site/src/lib/dates';

/** The route's props, from plugins/blog-archive (not the blog plugin's whole posts). */
type Props = {archive: {posts: readonly ArchivePost[]}};

/** "June 29": the year heads its column. */
const dayOf = (date: string) => longDate(date).split(',')[0]!;

function Line({post, notices, noticeOf}: ArchiveLine<ArchivePost>): ReactNode {
  return (
    <li>
      <Link to={post.permalink}>
        {dayOf(post.date)} – {post.title}
      </Link>
      {notices.map((notice) => (
        <React.Fragment key={notice.permalink}>
          {' · '}
          <Link to={notice.permalink} className="site-archive-notice">
            {copy.notice}
            <span className="sr-only">{copy.noticeOf(post.title)}</span>
            {notice.date.slice(0, 10) !== post.date.slice(0, 10) &&
              copy.noticeOn(dayOf(notice.date))}
          </Link>
        </React.Fragment>
      ))}
      {noticeOf && (
        <>
          {' · '}
          <span className="site-archive-notice">
            {copy.elsewhere.lead}{' '}
            <Link to={noticeOf}>
              {copy.elsewhere.target(noticeOf.startsWith('/release/'))}
              <span className="sr-only">{copy.elsewhere.of(post.title)}</span>
            </Link>
          </span>
        </>
      )}
    </li>
  );
}

export default function BlogArchivePage({archive}: Props): ReactNode {
  const scope = useBlogScope();
  const years = archiveLines(archive.posts);
  return (
    <>
      <PageMetadata title={scope.archive.title} description={scope.archive.description} />
      <Layout>
        <main>
          <header className="hero bg-gradient-to-br from-[var(--site-hero-from)] to-[var(--site-hero-to)]">
            <div className="container">
              <Heading as="h1" className="hero__title">
                {copy.heading}
              </Heading>
              <p className="hero__subtitle text-[var(--site-ink-muted)]">
                {scope.archive.description}
              </p>
            </div>
          </header>
          <section className="margin-vert--lg">
            <div className="container">
              <div className="row">
                {years.map(({year, lines}) => (
                  <div key={year} className="col col--4 margin-vert--lg">
                    <Heading as="h2" id={year} className="text-xl">
                      {year}
                    </Heading>
                    <ul>
                      {lines.map((line) => (
                        <Line key={line.post.permalink} {...line} />
                      ))}
                    </ul>
                  </div>
                ))}
              </div>
            </div>
          </section>
        </main>
      </Layout>
    </>
  );
}
