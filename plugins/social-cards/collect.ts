// Which pages get a social card, and what each card shows.
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import {blogSection, cardPath, routeOf} from '../../src/lib/socialCard';
import {pageCards} from '../../src/data/pageCards';
import type {CardSpec} from './render';

type AllContent = Record<string, Record<string, unknown> | undefined>;

/**
 * One card per post, doc and page of src/data/pageCards.ts, named by route (the same under any base
 * URL); no two per file.
 */
export function collectCards(allContent: AllContent, baseUrl = '/'): CardSpec[] {
  const blogs = Object.values(
    (allContent['docusaurus-plugin-content-blog'] ?? {}) as Record<string, BlogContent>,
  );
  const docs = Object.values(
    (allContent['docusaurus-plugin-content-docs'] ?? {}) as Record<string, DocsContent>,
  );
  const cards: CardSpec[] = [
    ...blogs.flatMap((blog) =>
      blog.blogPosts.map(({metadata}) => ({
        permalink: routeOf(metadata.permalink, baseUrl),
        title: metadata.title,
        section: blogSection(routeOf(metadata.permalink, baseUrl)),
        date: new Date(metadata.date).toISOString().slice(0, 10),
        authors: metadata.authors.map((a) => a.name ?? a.key ?? '').filter(Boolean),
      })),
    ),
    ...docs.flatMap((content) =>
      content.loadedVersions.flatMap((version) =>
        version.docs.map((doc) => ({
          permalink: routeOf(doc.permalink, baseUrl),
          title: doc.title,
          section: 'Docs' as const,
          authors: [],
        })),
      ),
    ),
    ...Object.values(pageCards).map((page) => ({...page, authors: []})),
  ];
  const seen = new Set<string>();
  for (const card of cards) {
    const file = cardPath(card.permalink);
    if (seen.has(file)) {
      throw new Error(
        `social cards: two pages would share ${file}, the second is ${card.permalink}`,
      );
    }
    seen.add(file);
  }
  return cards;
}
