// A search check: a front-matter synonym that is another page's title sends readers to the wrong
// one.
import yaml from 'js-yaml';
import {siteWords, smallWords} from '../../src/data/searchWords';
import {noticeOf} from '../../src/lib/notices';
import {siteMarkdown, splitFrontMatter} from './postText';

/**
 * A post or doc as the collision check sees it: its source file, title and front-matter synonyms.
 */
export type Subject = {source: string; title: string; synonyms?: readonly string[]};

/**
 * A phrase as the search takes it (queryTerms): "the Podman cheat sheet" and "Cheat Sheet" are one.
 */
export function searchPhrase(text: string): string {
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return words.filter((w) => !smallWords.has(w) && !siteWords.has(w)).join(' ');
}

/**
 * The synonyms that are another page's title, as the search takes both: one message a collision.
 */
export function synonymCollisions(pages: readonly Subject[]): string[] {
  const byTitle = new Map<string, Subject[]>();
  for (const page of pages) {
    const phrase = searchPhrase(page.title);
    if (phrase) byTitle.set(phrase, [...(byTitle.get(phrase) ?? []), page]);
  }
  return pages.flatMap((page) =>
    (page.synonyms ?? []).flatMap((synonym) =>
      (byTitle.get(searchPhrase(synonym)) ?? [])
        .filter((other) => other.source !== page.source)
        .map(
          (other) =>
            `search: the synonym "${synonym}" of ${page.source} is the title of ${other.source} ("${other.title}"); a search for it would lead to both. Name ${page.source}'s own subject instead.`,
        ),
    ),
  );
}

/**
 * The posts and docs the search index holds (not the short notices, which it leaves out), with
 * their titles and front-matter synonyms.
 */
export function siteSubjects(siteDir: string): Subject[] {
  return siteMarkdown(siteDir, ['blog', 'release', 'docs']).flatMap(({file, text}) => {
    const {lines, bodyStart} = splitFrontMatter(text, file);
    const frontMatter = (bodyStart ? yaml.load(lines.slice(1, bodyStart - 1).join('\n')) : {}) as {
      title?: string;
      synonyms?: string[];
    };
    const content = lines.slice(bodyStart).join('\n');
    // A post's slug is its file name's, after the date (config/frontMatter.ts).
    const permalink = file.slice(file.indexOf('/') + 12).replace(/\.mdx?$/, '');
    if (!file.startsWith('docs/') && noticeOf({permalink, frontMatter, content})) return [];
    // A doc's title may be its first heading, as Docusaurus takes it.
    const title = frontMatter.title ?? /^# (.+)$/m.exec(content)?.[1] ?? '';
    return [{source: file, title, synonyms: frontMatter.synonyms}];
  });
}
