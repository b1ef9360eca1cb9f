import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';

/**
 * Posts whose text talks about their own byline author in the third person:
 * the author's full name, or "<First name>'s", in the post's own prose. A
 * person who wrote the post says "I" and "my"; only a post that reports on
 * someone's talk, or quotes them, has a reason to name them (the allow-list,
 * config/ownBylineAllowList.json).
 */
export type BylineMention = {file: string; author: string; words: string; line: number};
export type AllowedPost = {file: string; reason: string};

/** Author key to display name, from an authors.yml of the site. */
export function readAuthorNames(yamlText: string): Map<string, string> {
  const data = yaml.load(yamlText) as Record<string, {name?: unknown}> | null;
  const names = new Map<string, string>();
  for (const [key, person] of Object.entries(data ?? {})) {
    if (typeof person?.name === 'string') names.set(key, person.name);
  }
  return names;
}

/** The front matter's author keys (a list or a single key), and the line where the body begins. */
export function bylineKeys(markdown: string): {keys: string[]; bodyStart: number} {
  const lines = markdown.replace(/\r\n/g, '\n').split('\n');
  if (lines[0]?.trim() !== '---') return {keys: [], bodyStart: 0};
  const end = lines.indexOf('---', 1);
  if (end < 0) throw new Error('front matter is not closed with ---');
  const front = yaml.load(lines.slice(1, end).join('\n')) as {authors?: unknown} | null;
  const authors = front?.authors;
  const keys = Array.isArray(authors) ? authors.filter((a): a is string => typeof a === 'string') : typeof authors === 'string' ? [authors] : [];
  return {keys, bodyStart: end + 1};
}

/**
 * The body's own words, one entry per source line (so findings carry a line
 * number): code blocks, inline code, blockquotes, HTML comments and link
 * targets are blanked, and so is anything between double quotes, straight or
 * curly, since a quoted title or remark is someone else's wording.
 */
export function ownWords(markdown: string, bodyStart: number): string[] {
  const lines = markdown.replace(/\r\n/g, '\n').split('\n');
  const out: string[] = [];
  let fence: string | null = null;
  let inComment = false;
  lines.forEach((line, index) => {
    const trimmed = line.trim();
    let text = '';
    if (index < bodyStart) {
      // front matter: not prose
    } else if (fence !== null) {
      if (trimmed.startsWith(fence)) fence = null;
    } else if (inComment) {
      if (trimmed.includes('-->')) inComment = false;
    } else if (/^(`{3,}|~{3,})/.test(trimmed)) {
      fence = /^(`{3,}|~{3,})/.exec(trimmed)?.[1] ?? '```';
    } else if (trimmed.startsWith('<!--')) {
      if (!trimmed.includes('-->')) inComment = true;
    } else if (!trimmed.startsWith('>')) {
      text = line
        .replace(/`[^`]*`/g, ' ')
        .replace(/\]\([^)]*\)/g, '] ')
        .replace(/"[^"]*"/g, ' ')
        .replace(/“[^”]*”/g, ' ');
    }
    out.push(text);
  });
  return out;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Where a post's own words name one of its byline authors by full name or as "<First name>'s". */
export function findBylineMentions(file: string, markdown: string, names: Map<string, string>): BylineMention[] {
  const {keys, bodyStart} = bylineKeys(markdown);
  const words = ownWords(markdown, bodyStart);
  const found: BylineMention[] = [];
  for (const key of keys) {
    const name = names.get(key);
    if (name === undefined) throw new Error(`${file}: author "${key}" is not in the authors file`);
    const first = name.split(/\s+/)[0] ?? name;
    const patterns = [new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(name)}(?![\\p{L}\\p{N}])`, 'gu')];
    // A one-word name ("Sumantro") is already matched whole; its possessive adds nothing.
    if (first !== name) patterns.push(new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(first)}['’]s(?![\\p{L}\\p{N}])`, 'gu'));
    words.forEach((text, index) => {
      for (const pattern of patterns) {
        for (const match of text.matchAll(pattern)) found.push({file, author: key, words: match[0], line: index + 1});
      }
    });
  }
  return found;
}

/** Every mention over the posts of blog/ and release/, each folder read with its own authors file. */
export function scanSiteBylines(siteDir: string): BylineMention[] {
  return ['blog', 'release'].flatMap((dir) => {
    const names = readAuthorNames(fs.readFileSync(path.join(siteDir, dir, 'authors.yml'), 'utf8'));
    return fs
      .readdirSync(path.join(siteDir, dir))
      .filter((name) => /\.mdx?$/.test(name))
      .sort()
      .flatMap((name) => findBylineMentions(`${dir}/${name}`, fs.readFileSync(path.join(siteDir, dir, name), 'utf8'), names));
  });
}

/** Mentions in posts not on the allow-list, and allow-list entries whose post has no mention left. */
export function judgeBylines(mentions: BylineMention[], allowed: AllowedPost[]): {flagged: BylineMention[]; stale: AllowedPost[]} {
  const allowedFiles = new Set(allowed.map((a) => a.file));
  const mentioned = new Set(mentions.map((m) => m.file));
  return {
    flagged: mentions.filter((m) => !allowedFiles.has(m.file)),
    stale: allowed.filter((a) => !mentioned.has(a.file)),
  };
}
