// A plugin that writes /llms.txt, the site's pages as a plain list of links for tools that read it.
import fs from 'node:fs/promises';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';

type Entry = {title: string; url: string; description?: string};

export function formatLlmsTxt(
  site: {title: string; tagline: string},
  sections: [string, Entry[]][],
): string {
  const lines = [`# ${site.title}`, '', `> ${site.tagline}`, ''];
  for (const [name, entries] of sections) {
    lines.push(`## ${name}`, '');
    for (const e of entries) {
      lines.push(`- [${e.title}](${e.url})${e.description ? `: ${e.description}` : ''}`);
    }
    lines.push('');
  }
  return lines.join('\n');
}

export default function llmsTxtPlugin(): Plugin {
  let sections: [string, Entry[]][] = [];
  return {
    name: 'llms-txt',
    async allContentLoaded({allContent}) {
      const docs = (
        allContent['docusaurus-plugin-content-docs'] as Record<string, DocsContent> | undefined
      )?.default;
      const blogs = allContent['docusaurus-plugin-content-blog'] as
        Record<string, BlogContent> | undefined;
      const docEntries = (docs?.loadedVersions[0]?.docs ?? []).map((d) => ({
        title: d.title,
        url: d.permalink,
        description: d.description,
      }));
      const posts = (content?: BlogContent) =>
        (content?.blogPosts ?? []).map((p) => ({
          title: `${p.metadata.title} (${p.metadata.date.toString().slice(0, 10)})`,
          url: p.metadata.permalink,
          description: p.metadata.description,
        }));
      sections = [
        ['Docs', docEntries],
        ['Release announcements', posts(blogs?.release)],
        ['Blog', posts(blogs?.default)],
      ];
    },
    async postBuild({outDir, siteConfig}) {
      // A copy of the site (noIndex) lists nothing for tools to follow.
      if (siteConfig.noIndex) return;
      const absolute = sections.map(
        ([name, entries]) =>
          [name, entries.map((e) => ({...e, url: `${siteConfig.url}${e.url}`}))] as [
            string,
            Entry[],
          ],
      );
      await fs.writeFile(
        path.join(outDir, 'llms.txt'),
        formatLlmsTxt({title: siteConfig.title, tagline: siteConfig.tagline}, absolute),
      );
    },
  };
}
