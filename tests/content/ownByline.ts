// A content check: a post does not name or refer to its own byline author in its prose.
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {scanProse, siteMarkdown, splitFrontMatter} from './postText';

/**
 * A post's prose and description never name a byline author (full name, first name, surname or a
 * `short_names` entry of authors.yml), nor refer to one as "he", "her" and the like when the last
 * person named is that author, or nobody; nor does the description present its author by role ("A
 * research computing admin shows…").
 */
export type BylineMention = {file: string; author: string; words: string; line: number};
export type Author = {name: string; shortNames: string[]};

export function readAuthors(yamlText: string, file = 'authors.yml'): Map<string, Author> {
  const data = yaml.load(yamlText) as Record<
    string,
    {name?: unknown; short_names?: unknown}
  > | null;
  const authors = new Map<string, Author>();
  for (const [key, person] of Object.entries(data ?? {})) {
    if (typeof person?.name !== 'string') continue;
    const short = person.short_names ?? [];
    if (!Array.isArray(short) || !short.every((s) => typeof s === 'string' && s.trim() !== '')) {
      throw new Error(`${file}: ${key}.short_names must be a list of names, such as [Matt]`);
    }
    authors.set(key, {name: person.name, shortNames: short as string[]});
  }
  return authors;
}

/**
 * The front matter's author keys (a list or a single key), its description, and the line where the
 * body begins.
 */
export function bylineKeys(markdown: string): {
  keys: string[];
  description?: {text: string; line: number};
  bodyStart: number;
} {
  const {lines, bodyStart} = splitFrontMatter(markdown);
  if (bodyStart === 0) return {keys: [], bodyStart};
  const end = bodyStart - 1;
  const front = yaml.load(lines.slice(1, end).join('\n')) as {
    authors?: unknown;
    description?: unknown;
  } | null;
  const authors = front?.authors;
  // One key or a list of them; anything else names no author.
  const listed: unknown[] = Array.isArray(authors) ? authors : [authors];
  const keys = listed.filter((a): a is string => typeof a === 'string');
  const descriptionLine = lines.findIndex(
    (line, i) => i > 0 && i < end && line.startsWith('description:'),
  );
  const description =
    typeof front?.description === 'string' && descriptionLine > 0
      ? {text: front.description, line: descriptionLine}
      : undefined;
  return {keys, description, bodyStart: end + 1};
}

/**
 * Blanks the parts of a line that are not the post's own words: inline code, link targets,
 * quotations.
 */
function blankQuoted(line: string): string {
  return line
    .replace(/`[^`]*`/g, ' ')
    .replace(/\]\([^)]*\)/g, '] ')
    .replace(/"[^"]*"/g, ' ')
    .replace(/“[^”]*”/g, ' ');
}

/**
 * The post's own words, one entry per source line: the description, then the body without code,
 * blockquotes, comments and link targets, nor anything between double quotes (someone else's
 * wording).
 */
export function ownWords(markdown: string): string[] {
  const {description} = bylineKeys(markdown);
  const {lines, bodyStart} = splitFrontMatter(markdown);
  const out = lines.map(() => '');
  if (description) out[description.line] = blankQuoted(description.text);
  scanProse(lines, bodyStart, (line, index, opens) => {
    if (!opens && !line.trim().startsWith('>')) out[index] = blankQuoted(line);
  });
  return out;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const notLetter = '[^\\p{L}\\p{N}]';
const capitalized = '\\p{Lu}[\\p{L}\\p{N}-]*';

/**
 * The ways a post could name one author, longest first ("Dan Walsh" is one mention). A `given` name
 * followed by a capitalized word is someone else ("Ed Santiago"), as is the `family` name after a
 * capitalized word not a given name.
 */
function nameForms(author: Author): {whole: string[]; given: string[]; family?: string} {
  const words = author.name.split(/\s+/);
  const first = words[0] ?? author.name;
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const given = [...new Set([first, ...author.shortNames])];
  const family = last !== undefined && [...last].length > 1 ? last : undefined;
  const whole = [author.name, ...(family ? given.map((g) => `${g} ${family}`) : [])];
  return {whole: [...new Set(whole)].sort((a, b) => b.length - a.length), given, family};
}

type Reference = {at: number; line: number; words: string; author?: string};

/**
 * Mentions of the byline authors on one line, and the other people it names (capitalized word
 * pairs, possessives).
 */
function referencesOnLine(
  text: string,
  line: number,
  byline: {key: string; forms: ReturnType<typeof nameForms>}[],
): Reference[] {
  const refs: Reference[] = [];
  const taken: [number, number][] = [];
  const overlaps = (start: number, end: number) => taken.some(([s, e]) => start < e && end > s);
  for (const {key, forms} of byline) {
    const alternatives = [...forms.whole, ...forms.given, ...(forms.family ? [forms.family] : [])]
      .map(escapeRegExp)
      .join('|');
    const pattern = new RegExp(
      `(?<![\\p{L}\\p{N}])(?:${alternatives})(?:['’]s)?(?![\\p{L}\\p{N}])`,
      'gu',
    );
    for (const match of text.matchAll(pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      const bare = match[0].replace(/['’]s$/, '');
      const after = text.slice(end);
      const before = text.slice(0, start);
      if (forms.given.includes(bare) && new RegExp(`^ ${capitalized}`, 'u').test(after)) continue;
      if (bare === forms.family) {
        const previous = new RegExp(`(${capitalized}) $`, 'u').exec(before)?.[1];
        if (previous !== undefined && !forms.given.includes(previous)) continue;
      }
      if (overlaps(start, end)) continue;
      taken.push([start, end]);
      refs.push({at: start, line, words: match[0], author: key});
    }
  }
  // Someone else: two or more capitalized words in a row that are not a named
  // thing ("the All Systems Go conference"), or a capitalized word with 's.
  const others = new RegExp(
    `(?<!(?:^|${notLetter})(?:[Tt]he|[Aa]n?) )(?<!${capitalized} )(?<![\\p{L}\\p{N}])${capitalized}(?: ${capitalized})+|(?<![\\p{L}\\p{N}])${capitalized}['’]s(?![\\p{L}\\p{N}])`,
    'gu',
  );
  for (const match of text.matchAll(others)) {
    if (!overlaps(match.index, match.index + match[0].length)) {
      refs.push({at: match.index, line, words: match[0]});
    }
  }
  return refs;
}

const pronoun = /(?<![\p{L}\p{N}])(?:he|him|his|himself|she|her|hers|herself)(?![\p{L}\p{N}])/giu;

/**
 * A description that presents its writer by role, in the third person: an article, up to three
 * words, a noun for what a writer is, then a verb of telling ("A research computing admin shows…")
 * or "from"/"by" before it ("Tips from a Podman maintainer"). It is the author unless someone else
 * was named before it, as with a pronoun.
 */
const roleNoun =
  'admin|administrator|sysadmin|maintainer|author|writer|developer|engineer|contributor|researcher|blogger|presenter|speaker';
const rolePhrase = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:[Aa]n?|[Tt]he)(?: [\\p{L}\\p{N}-]+){0,3}? (?:${roleNoun})(?![\\p{L}\\p{N}])`,
  'gu',
);
const tellingAfter =
  /^ (?:shows|explains|describes|walks|writes|covers|presents|shares|demonstrates|tells|answers|argues|introduces|reports|recounts|looks|takes|wrote|built)(?![\p{L}\p{N}])/u;
const roleMentions = (text: string) =>
  [...text.matchAll(rolePhrase)]
    .filter(
      (m) =>
        /(?:from|by) $/.test(text.slice(0, m.index)) ||
        tellingAfter.test(text.slice(m.index + m[0].length)),
    )
    .map((m) => ({at: m.index, word: m[0]}));

/**
 * Where a post's own words name one of its byline authors, or refer back to one with a pronoun or a
 * role.
 */
export function findBylineMentions(
  file: string,
  markdown: string,
  authors: Map<string, Author>,
): BylineMention[] {
  const {keys, description} = bylineKeys(markdown);
  if (keys.length === 0) return [];
  const byline = keys.map((key) => {
    const author = authors.get(key);
    if (author === undefined) {
      throw new Error(`${file}: author "${key}" is not in the authors file`);
    }
    return {key, forms: nameForms(author)};
  });
  const found: BylineMention[] = [];
  // The person the text last named: a pronoun refers back to them.
  let last: Reference | undefined;
  ownWords(markdown).forEach((text, index) => {
    const line = index + 1;
    const refs = referencesOnLine(text, line, byline);
    for (const ref of refs) {
      if (ref.author !== undefined) found.push({file, author: ref.author, words: ref.words, line});
    }
    const events = [
      ...refs.map((ref) => ({at: ref.at, ref})),
      ...[...text.matchAll(pronoun)].map((m) => ({at: m.index, word: m[0]})),
      ...(index === description?.line ? roleMentions(text) : []),
    ].sort((a, b) => a.at - b.at);
    for (const event of events) {
      if ('ref' in event) last = event.ref;
      else if (last === undefined || last.author !== undefined) {
        found.push({file, author: last?.author ?? keys.join(','), words: event.word, line});
      }
    }
  });
  return found;
}

/**
 * Every mention over the posts of blog/ and release/, each folder read with its own authors file.
 */
export function scanSiteBylines(siteDir: string): BylineMention[] {
  return ['blog', 'release'].flatMap((dir) => {
    const authorsFile = path.join(dir, 'authors.yml');
    const authors = readAuthors(
      fs.readFileSync(path.join(siteDir, authorsFile), 'utf8'),
      authorsFile,
    );
    return siteMarkdown(siteDir, [dir]).flatMap(({file, text}) =>
      findBylineMentions(file, text, authors),
    );
  });
}
