// The checks on the repository's own Markdown: named paths, scripts and names must exist.
import fs from 'node:fs';
import path from 'node:path';
import {execFileSync} from 'node:child_process';
import {read, repo} from './generated';

// A Markdown file outside the content may name only paths that exist, `npm run` scripts
// package.json has, no name that is gone (`retiredNames`), and nothing outside the repository
// (scripts/docs/docs.test.ts).
const retiredNames = [
  'env:doc',
  'pageWeight.ts',
  'shippedWeight.ts',
  'firstLoad.ts',
  'fixtures/page.ts',
  'collectConsole',
  'scripts/env/doc.ts',
];

export type Repository = {
  /** Files and folders git tracks (or would), relative to the root. */
  exists: (relative: string) => boolean;
  baseNames: Set<string>;
  scripts: Set<string>;
  /**
   * .gitignore's lines without a wildcard: paths there are outputs, not files of the repository.
   */
  outputs: string[];
};

/** The files git tracks or would track (matching `patterns`, if given). */
const gitFiles = (...patterns: string[]) =>
  execFileSync('git', ['ls-files', '-co', '--exclude-standard', ...patterns], {
    cwd: repo,
    encoding: 'utf8',
  })
    .split('\n')
    .filter(Boolean);
const onDisk = (file: string) => fs.existsSync(path.join(repo, file));

export function readRepository(): Repository {
  const files = gitFiles();
  const known = new Set<string>();
  for (const file of files.filter(onDisk)) {
    for (let at = file; at !== '.'; at = path.dirname(at)) known.add(at);
  }
  const outputs = read('.gitignore')
    .split('\n')
    .filter((line) => line.trim() && !/[*#!]/.test(line))
    .map((line) => line.trim().replace(/^\//, '').replace(/\/$/, ''));
  const {scripts} = JSON.parse(read('package.json')) as {scripts: Record<string, string>};
  return {
    // A module may be named without its extension (`src/lib/withSearchIgnored`).
    exists: (relative) =>
      ['', '.ts', '.tsx', '.js', '.mjs', '.mts', '.css'].some((ext) =>
        known.has(path.normalize(relative).replace(/\/$/, '') + ext),
      ),
    baseNames: new Set(files.map((f) => path.basename(f))),
    scripts: new Set(Object.keys(scripts)),
    outputs,
  };
}

/** The Markdown files the rules hold: every one outside the content. */
export function docFiles() {
  return gitFiles('*.md').filter(
    (f) => !/^(blog|release|docs|tests\/fixtures\/bad-posts)\//.test(f) && onDisk(f),
  );
}

/**
 * Extensions of our own source files: a bare file name with one of them must be a file of the
 * repository.
 */
const sourceFile = /^[\w.-]+\.(ts|tsx|mts|mjs|sh|md)$/;
/** A path from a folder: no spaces, no placeholders (`<id>`, `YYYY`, `…`), no globs. */
const pathLike = /^(\.{1,2}\/)*[\w@.-]+(\/[\w@.[\]-]+)+\/?$/;

/** Each thing `text` (the doc `file`) says that does not hold in `repository`, one line each. */
export function docProblems(file: string, text: string, repository: Repository) {
  const problems: string[] = [];
  const dir = path.dirname(file);
  const where = (index: number) => `${file}:${text.slice(0, index).split('\n').length}`;
  const insideRepository = (target: string) =>
    !path.normalize(path.join(dir, target)).startsWith('..');

  for (const m of text.matchAll(/`([^`\n]+)`/g)) {
    const quoted = m[1]!.trim();
    if (/[<>*…]|YYYY/.test(quoted)) continue;
    if (pathLike.test(quoted) && !/^[a-z]+:/.test(quoted)) {
      if (quoted.startsWith('..')) continue; // reported below, as text pointing outside
      const fromRoot = path.normalize(quoted);
      if (repository.outputs.some((out) => `${fromRoot}/`.startsWith(`${out}/`))) continue;
      // Held when it starts at a folder of the repository, from the root or from the doc's own
      // folder (`lib/client/…` of an upstream package starts at none, and is not ours to hold).
      const fromDoc = path.join(dir, quoted);
      const start = (p: string, base: string) =>
        p.startsWith('..') ? path.join(base, p).split('/')[0]! : path.join(base, p.split('/')[0]!);
      const anchored = [
        [fromRoot, start(quoted, '.')],
        [fromDoc, start(quoted, dir)],
      ].filter(([candidate, anchor]) => !candidate!.startsWith('..') && repository.exists(anchor!));
      if (anchored.length && !anchored.some(([candidate]) => repository.exists(candidate!))) {
        problems.push(`${where(m.index)}: \`${quoted}\` is not in the repository`);
      }
    } else if (sourceFile.test(quoted) && !repository.baseNames.has(quoted)) {
      problems.push(`${where(m.index)}: \`${quoted}\` is no file of the repository`);
    }
  }
  for (const m of text.matchAll(/npm run ([\w:.-]*[\w])/g)) {
    if (!repository.scripts.has(m[1]!)) {
      problems.push(`${where(m.index)}: "npm run ${m[1]}" names no script of package.json`);
    }
  }
  for (const name of retiredNames) {
    const at = text.indexOf(name);
    if (at >= 0) problems.push(`${where(at)}: "${name}" is gone from the repository`);
  }
  // Links that leave the repository or lead nowhere; paths in the text that go up from it (a
  // command runs at the root, so any `../` there leaves); the workspace of this project's machines.
  for (const m of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    const target = m[1]!.split('#')[0]!;
    if (!target || /^[a-z]+:/.test(target) || target.startsWith('/') || target.includes('…')) {
      continue;
    }
    if (!insideRepository(target)) {
      problems.push(`${where(m.index)}: "${target}" points outside the repository`);
    } else if (!repository.exists(path.join(dir, target))) {
      problems.push(`${where(m.index)}: the link "${target}" leads to no file`);
    }
  }
  for (const m of text.matchAll(/(?<![\w.(/])(?:\.\.\/)+[\w./-]*\w/g)) {
    problems.push(`${where(m.index)}: "${m[0]}" points outside the repository`);
  }
  for (const m of text.matchAll(/(?<![\w.])\/work\/[\w./-]*\w/g)) {
    problems.push(`${where(m.index)}: "${m[0]}" points outside the repository`);
  }
  return problems;
}
