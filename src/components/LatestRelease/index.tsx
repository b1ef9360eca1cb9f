// The home page's badge naming the newest Podman release (from plugins/recent-posts).
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {usePluginData} from '@docusaurus/useGlobalData';
import type {RecentPostsData} from '@site/src/lib/recentPosts';

/**
 * A badge naming the newest Podman release, read from the release blog at build
 * time. Left out of the search index: a version search belongs to the release post.
 */
export default function LatestRelease({label}: {label: string}): ReactNode {
  const {latestRelease} = usePluginData('recent-posts') as RecentPostsData;
  if (!latestRelease) return null;
  return (
    <p data-pagefind-ignore className="mt-6 mb-0">
      <Link
        to={latestRelease.permalink}
        className="inline-flex flex-wrap items-center gap-x-2 rounded-2xl border border-solid border-[var(--site-border)] bg-[var(--ifm-background-color)] px-4 py-1 font-semibold">
        <span className="font-normal text-[var(--site-ink-muted)]">{label}:</span> Podman v
        {latestRelease.version}
      </Link>
    </p>
  );
}
