import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';

/**
 * Posts whose own words talk about their byline author in the third person.
 * A person who wrote the post says "I" and "my", so a post's prose and its
 * front-matter description never name a byline author: not by full name,
 * first name, surname or a short name from authors.yml (`short_names`), and
 * not through "he", "his", "she", "her" and the like when the last person the
 * text named is that author, or when it has named nobody yet.
 */
export type BylineMention = {file: string; author: string; words: string; line: number};
export type Author = {name: string; shortNames: string[]};

/** Author key to name and short names, from an authors.yml of the site; `file` names it in errors. */
export function readAuthors(yamlText: string, file = 'authors.yml'): Map<string, Author> {
  const data = yaml.load(yamlText) as Record<string, {name?: unknown; short_names?: unknown}> | null;
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

/** The front matter's author keys (a list or a single key), its description, and the line where the body begins. */
export function bylineKeys(markdown: string): {keys: string[]; description?: {text: string; line: number}; bodyStart: number} {
  const lines = markdown.replace(/\r\n/g, '\n').split('\n');
  if (lines[0]?.trim() !== '---') return {keys: [], bodyStart: 0};
  const end = lines.indexOf('---', 1);
  if (end < 0) throw new Error('front matter is not closed with ---');
  const front = yaml.load(lines.slice(1, end).join('\n')) as {authors?: unknown; description?: unknown} | null;
  const authors = front?.authors;
  const keys = Array.isArray(authors) ? authors.filter((a): a is string => typeof a === 'string') : typeof authors === 'string' ? [authors] : [];
  const descriptionLine = lines.findIndex((line, i) => i > 0 && i < end && line.startsWith('description:'));
  const description = typeof front?.description === 'string' && descriptionLine > 0 ? {text: front.description, line: descriptionLine} : undefined;
  return {keys, description, bodyStart: end + 1};
}

/** Blanks the parts of a line that are not the post's own words: inline code, link targets, quotations. */
function blankQuoted(line: string): string {
  return line
    .replace(/`[^`]*`/g, ' ')
    .replace(/\]\([^)]*\)/g, '] ')
    .replace(/"[^"]*"/g, ' ')
    .replace(/“[^”]*”/g, ' ');
}

/**
 * The post's own words, one entry per source line (so findings carry a line
 * number): the front-matter description on its line, then the body, with code
 * blocks, inline code, blockquotes, HTML comments and link targets blanked, and
 * anything between double quotes, straight or curly, since a quoted title or
 * remark is someone else's wording. The rest of the front matter is not prose.
 */
export function ownWords(markdown: string): string[] {
  const lines = markdown.replace(/\r\n/g, '\n').split('\n');
  const {description, bodyStart} = bylineKeys(markdown);
  const out: string[] = [];
  let fence: string | null = null;
  let inComment = false;
  lines.forEach((line, index) => {
    const trimmed = line.trim();
    let text = '';
    if (index < bodyStart) {
      if (index === description?.line) text = blankQuoted(description.text);
    } else if (fence !== null) {
      if (trimmed.startsWith(fence)) fence = null;
    } else if (inComment) {
      if (trimmed.includes('-->')) inComment = false;
    } else if (/^(`{3,}|~{3,})/.test(trimmed)) {
      fence = /^(`{3,}|~{3,})/.exec(trimmed)?.[1] ?? '```';
    } else if (trimmed.startsWith('<!--')) {
      if (!trimmed.includes('-->')) inComment = true;
    } else if (!trimmed.startsWith('>')) {
      text = blankQuoted(line);
    }
    out.push(text);
  });
  return out;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const notLetter = '[^\\p{L}\\p{N}]';
const capitalized = '\\p{Lu}[\\p{L}\\p{N}-]*';

/**
 * The ways a post could name one author, longest first so that "Dan Walsh" is
 * one mention, not two. `given` forms are first or short names: they name
 * someone else when another capitalized word follows ("Ed Santiago" is not Ed
 * Haynes); `family` is the surname, someone else's when a capitalized word
 * that is not one of the author's given names comes before it.
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

/** Mentions of the byline authors on one line, and the other people it names (capitalized word pairs, possessives). */
function referencesOnLine(text: string, line: number, byline: {key: string; forms: ReturnType<typeof nameForms>}[]): Reference[] {
  const refs: Reference[] = [];
  const taken: [number, number][] = [];
  const overlaps = (start: number, end: number) => taken.some(([s, e]) => start < e && end > s);
  for (const {key, forms} of byline) {
    const alternatives = [...forms.whole, ...forms.given, ...(forms.family ? [forms.family] : [])].map(escapeRegExp).join('|');
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives})(?:['’]s)?(?![\\p{L}\\p{N}])`, 'gu');
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
  const others = new RegExp(`(?<!(?:^|${notLetter})(?:[Tt]he|[Aa]n?) )(?<!${capitalized} )(?<![\\p{L}\\p{N}])${capitalized}(?: ${capitalized})+|(?<![\\p{L}\\p{N}])${capitalized}['’]s(?![\\p{L}\\p{N}])`, 'gu');
  for (const match of text.matchAll(others)) {
    if (!overlaps(match.index, match.index + match[0].length)) refs.push({at: match.index, line, words: match[0]});
  }
  return refs;
}

const pronoun = /(?<![\p{L}\p{N}])(?:he|him|his|himself|she|her|hers|herself)(?![\p{L}\p{N}])/giu;

/** Where a post's own words name one of its byline authors, or refer back to one with a pronoun. */
export function findBylineMentions(file: string, markdown: string, authors: Map<string, Author>): BylineMention[] {
  const {keys} = bylineKeys(markdown);
  if (keys.length === 0) return [];
  const byline = keys.map((key) => {
    const author = authors.get(key);
    if (author === undefined) throw new Error(`${file}: author "${key}" is not in the authors file`);
    return {key, forms: nameForms(author)};
  });
  const found: BylineMention[] = [];
  // The person the text last named: a pronoun refers back to them.
  let last: Reference | undefined;
  ownWords(markdown).forEach((text, index) => {
    const line = index + 1;
    const refs = referencesOnLine(text, line, byline);
    for (const ref of refs) if (ref.author !== undefined) found.push({file, author: ref.author, words: ref.words, line});
    const events = [...refs.map((ref) => ({at: ref.at, ref})), ...[...text.matchAll(pronoun)].map((m) => ({at: m.index, word: m[0]}))].sort((a, b) => a.at - b.at);
    for (const event of events) {
      if ('ref' in event) last = event.ref;
      else if (last === undefined || last.author !== undefined) found.push({file, author: last?.author ?? keys.join(','), words: event.word, line});
    }
  });
  return found;
}

/** Every mention over the posts of blog/ and release/, each folder read with its own authors file. */
export function scanSiteBylines(siteDir: string): BylineMention[] {
  return ['blog', 'release'].flatMap((dir) => {
    const authorsFile = path.join(dir, 'authors.yml');
    const authors = readAuthors(fs.readFileSync(path.join(siteDir, authorsFile), 'utf8'), authorsFile);
    return fs
      .readdirSync(path.join(siteDir, dir))
      .filter((name) => /\.mdx?$/.test(name))
      .sort()
      .flatMap((name) => findBylineMentions(`${dir}/${name}`, fs.readFileSync(path.join(siteDir, dir, name), 'utf8'), authors));
  });
}
