// The new-post scaffold: a post's or release's file, front matter and excerpt, checked as the build
// checks them.
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline/promises';
import type {Readable, Writable} from 'node:stream';
import yaml from 'js-yaml';
import {canonicalTag, searchFieldsProblem, tagAliases} from '../../config/frontMatter';

/** What a writer asked for; the CLI in ./cli.ts fills it from the command line. */
export type PostRequest = {
  kind: 'blog' | 'release';
  title: string;
  slug: string;
  date: string; // YYYY-MM-DD
  tags: string[];
  authors: string[];
  description?: string;
  /** In a reader's words: search metadata, see CONTRIBUTING "Search". */
  question?: string;
};

export class ScaffoldError extends Error {}

/** "Podman 5: what changed?" -> "podman-5-what-changed" */
export function slugify(title: string) {
  return title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9.]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .replace(/\.+$/, '');
}

/** A YAML file of keys (tags.yml, authors.yml); an empty file has none. */
const readYaml = (file: string) =>
  (yaml.load(fs.readFileSync(file, 'utf8')) as Record<string, unknown> | undefined) ?? {};

/** Checks tags and authors against the content folder's tags.yml and authors.yml. */
export function validate(siteDir: string, req: PostRequest) {
  const dir = path.join(siteDir, req.kind);
  const tagsFile = readYaml(path.join(dir, 'tags.yml'));
  const aliases = tagAliases(tagsFile as never);
  const tags = req.tags.map((t) => canonicalTag(t, tagsFile as never, aliases));
  const refuseUnknown = (names: string[], known: object, what: string, listed: string) => {
    const unknown = names.filter((name) => !(name in known));
    const where = `${listed} listed in ${req.kind}/${what}s.yml; add a new one there first.`;
    if (unknown.length) {
      throw new ScaffoldError(`Unknown ${what}(s): ${unknown.join(', ')}. ${where}`);
    }
  };
  refuseUnknown(tags, tagsFile, 'tag', 'Known tags are');
  refuseUnknown(req.authors, readYaml(path.join(dir, 'authors.yml')), 'author', 'Authors are');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(req.date) || Number.isNaN(Date.parse(req.date))) {
    throw new ScaffoldError(`The date must be YYYY-MM-DD, not "${req.date}".`);
  }
  if (!req.slug) throw new ScaffoldError('The title gives an empty slug; pass --slug.');
  const searchProblem =
    req.question === undefined ? undefined : searchFieldsProblem({question: req.question});
  if (searchProblem) throw new ScaffoldError(`The ${searchProblem}.`);
  return {tags: [...new Set(tags)]};
}

function frontMatter(req: PostRequest, tags: string[]) {
  const lines = ['---', `title: ${JSON.stringify(req.title)}`];
  lines.push(
    `description: ${JSON.stringify(req.description ?? 'One sentence that tells a reader what this post offers.')}`,
  );
  if (req.authors.length) lines.push(`authors: [${req.authors.join(', ')}]`);
  if (tags.length) {
    lines.push(
      `tags: [${tags.map((t) => (/^[a-z0-9-]+$/.test(t) ? t : JSON.stringify(t))).join(', ')}]`,
    );
  }
  if (req.question) lines.push(`question: ${JSON.stringify(req.question)}`);
  lines.push('---');
  return lines.join('\n');
}

/** Builds the file for a request, refusing bad tags, bad authors and existing files. */
export function scaffold(siteDir: string, req: PostRequest) {
  const {tags} = validate(siteDir, req);
  const file = path.join(req.kind, `${req.date}-${req.slug}.md`);
  if (fs.existsSync(path.join(siteDir, file))) {
    throw new ScaffoldError(
      `${file} already exists; pick another title or --slug, or edit that file.`,
    );
  }
  const route = `${req.kind === 'blog' ? '/blogs' : '/release'}/${req.date.replaceAll('-', '/')}/${req.slug}`;
  // The body for the writer to fill in, with its excerpt and truncate marker: templates/<kind>.md.
  const body = fs.readFileSync(path.join(__dirname, 'templates', `${req.kind}.md`), 'utf8');
  return {file, route, content: `${frontMatter(req, tags)}\n${body}`};
}

/** The author of the newest release announcement: the default for a new one. */
export function latestReleaseAuthor(siteDir: string) {
  const dir = path.join(siteDir, 'release');
  const newest = fs
    .readdirSync(dir)
    .filter((f) => /^\d{4}-\d{2}-\d{2}-.*\.md$/.test(f))
    .sort()
    .at(-1);
  if (!newest) return [];
  const match = /^authors:\s*\[?([^\]\n]+)\]?/m.exec(
    fs.readFileSync(path.join(dir, newest), 'utf8'),
  );
  return match
    ? match[1]!
        .split(',')
        .map((a) => a.trim())
        .filter(Boolean)
    : [];
}

export const questionPrompt =
  'The question this post answers, as a reader would type it (optional, Enter to skip): ';

/**
 * Asks the writer for the question the post answers; an empty line, or the end of the input, is
 * none.
 */
export async function askQuestion(input: Readable, output: Writable) {
  const rl = readline.createInterface({input, output, terminal: false});
  try {
    output.write(questionPrompt);
    const {value, done} = await rl[Symbol.asyncIterator]().next();
    return (done ? '' : String(value).trim()) || undefined;
  } finally {
    rl.close();
  }
}
