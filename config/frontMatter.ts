// The front matter parser of every post and doc: the checks that stop the build, naming the file.
import path from 'node:path';
import fs from 'node:fs';
import yaml from 'js-yaml';
import kebabCase from 'lodash/kebabCase';
import type {ParseFrontMatter} from '@docusaurus/types';
import {longDate} from '../src/lib/dates';
import {noticeOf} from '../src/lib/notices';

/**
 * Front matter passes through here before Docusaurus reads it. A bad file name, front matter that
 * does not parse, no title or bad search fields stop the build naming the file; a short notice gets
 * `notice_of` (src/lib/notices.ts) for everything after; a tag spelled otherwise than a defined one
 * ("REST", "docker compose") is filed under it, as tags.yml may not give two keys one permalink (an
 * unknown tag the blog plugin rejects by name).
 */

const postDirs = ['blog', 'release'] as const;

export const postFileName = /^\d{4}-\d{2}-\d{2}-[A-Za-z0-9][A-Za-z0-9._-]*\.mdx?$/;

type TagsFile = Record<string, {label?: string; permalink?: string} | null>;

export class ContentError extends Error {
  constructor(file: string, problem: string) {
    super(`${file}: ${problem}`);
    this.name = 'ContentError';
  }
}

export function tagAliases(tags: TagsFile): Map<string, string> {
  const byPermalink = new Map<string, string>();
  for (const [key, tag] of Object.entries(tags)) {
    const permalink = (tag?.permalink ?? `/${kebabCase(key)}`).replace(/^\//, '');
    byPermalink.set(permalink, key);
  }
  return byPermalink;
}

export function canonicalTag(label: string, tags: TagsFile, aliases = tagAliases(tags)): string {
  if (label in tags) return label;
  return aliases.get(kebabCase(label)) ?? label;
}

function postDirOf(siteDir: string, filePath: string): string | undefined {
  const rel = path.relative(siteDir, filePath).split(path.sep);
  return rel.length === 2 && (postDirs as readonly string[]).includes(rel[0]!) ? rel[0] : undefined;
}

// Read once per change of the file: a reload of the blog in `npm start` parses every post's front
// matter again.
const tagsCache = new Map<string, {mtime: number; tags: TagsFile; aliases: Map<string, string>}>();
function readTags(dir: string): {tags: TagsFile; aliases: Map<string, string>} {
  const file = path.join(dir, 'tags.yml');
  const mtime = fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0;
  const hit = tagsCache.get(file);
  if (hit && hit.mtime === mtime) return hit;
  const tags = mtime ? ((yaml.load(fs.readFileSync(file, 'utf8')) as TagsFile) ?? {}) : {};
  const read = {mtime, tags, aliases: tagAliases(tags)};
  tagsCache.set(file, read);
  return read;
}

// A name for the subject, not a summary.
const synonymWords = 5;
const questionChars = 160;
const isPhrase = (s: unknown) =>
  typeof s === 'string' && s.trim() !== '' && s.trim().split(/\s+/).length <= synonymWords;

/**
 * What is wrong with the search fields of a post or doc (CONTRIBUTING, "Search";
 * src/components/SearchSubject).
 */
export function searchFieldsProblem(fm: Record<string, unknown>): string | undefined {
  const {synonyms, question} = fm;
  if (
    synonyms !== undefined &&
    !(Array.isArray(synonyms) && synonyms.length > 0 && synonyms.every(isPhrase))
  ) {
    return `synonyms must be a list of short phrases (1 to ${synonymWords} words each), like [image size, smaller images]`;
  }
  if (
    question !== undefined &&
    !(
      typeof question === 'string' &&
      question.length <= questionChars &&
      /^[^\n]*\S[^\n]*\?$/.test(question.trim())
    )
  ) {
    return `question must be one line of at most ${questionChars} characters ending in "?", like "How do I make my images smaller?"`;
  }
  return undefined;
}

export function createParseFrontMatter(siteDir: string): ParseFrontMatter {
  return async (params) => {
    const dir = postDirOf(siteDir, params.filePath);
    const rel = path.relative(siteDir, params.filePath);
    let result: Awaited<ReturnType<ParseFrontMatter>>;
    try {
      result = await params.defaultParseFrontMatter(params);
    } catch (err) {
      throw new ContentError(
        rel,
        `front matter does not parse: ${(err as Error).message.split('\n')[0]}`,
      );
    }
    const searchProblem = searchFieldsProblem(result.frontMatter);
    if (searchProblem) throw new ContentError(rel, searchProblem);
    if (!dir) return result;

    const base = path.basename(params.filePath);
    if (!postFileName.test(base)) {
      throw new ContentError(
        rel,
        'the file name must be YYYY-MM-DD-slug.md (letters, digits, dots, dashes or underscores in the slug), which gives the post its date and route',
      );
    }
    const fm = result.frontMatter;
    if (typeof fm.title !== 'string' || !fm.title.trim()) {
      throw new ContentError(rel, 'front matter has no title');
    }
    if (
      fm.notice_of !== undefined &&
      (typeof fm.notice_of !== 'string' || !/^\/(blogs|release)\//.test(fm.notice_of))
    ) {
      throw new ContentError(
        rel,
        'notice_of must be the route of a post, like /blogs/2019/09/26/podman-in-hpc',
      );
    }
    const article = noticeOf({
      permalink: base.slice(11).replace(/\.mdx?$/, ''),
      frontMatter: fm,
      content: result.content,
    });
    if (article) fm.notice_of = article;
    // The page <title> carries the date (and marks short notices), because the
    // archive has posts that share a title: a notice and its full post, or the
    // recurring "Podman Posts of Interest". The visible title stays as written.
    if (fm.title_meta === undefined) {
      const when = longDate(`${base.slice(0, 10)}T00:00:00Z`);
      fm.title_meta = `${fm.title} (${when}${article ? ', short notice' : ''})`;
    }
    if (Array.isArray(fm.tags)) {
      const {tags, aliases} = readTags(path.join(siteDir, dir));
      const mapped = fm.tags.map((t: unknown) =>
        typeof t === 'string' ? canonicalTag(t, tags, aliases) : t,
      );
      fm.tags = [...new Set(mapped)];
    }
    return result;
  };
}
