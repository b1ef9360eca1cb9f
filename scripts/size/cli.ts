// `npm run size -- [REV ...]`: what the code holds at each revision (the working tree when none),
// counted after formatting with this checkout's Prettier settings, so that a count measures code and
// not line breaks. `npm run size -- --same A B`: B changes no code of A, only its layout.
// `npm run size -- --changes A B`: the lines and tokens from A to B added and removed.
import {execFileSync, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {
  countFile,
  isCounted,
  isTest,
  numstatRows,
  sameCode,
  tokenLines,
  type Counts,
} from './count';

const repo = path.resolve(__dirname, '../..');
const {values, positionals} = parseArgs({
  options: {same: {type: 'boolean'}, changes: {type: 'boolean'}},
  allowPositionals: true,
});

/** The files of `rev` (".": the working tree's, untracked ones included) in a scratch folder. */
function filesOf(rev: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'size-'));
  if (rev !== '.') {
    execFileSync('sh', ['-c', 'git archive "$0" | tar -x -C "$1"', rev, dir], {cwd: repo});
    return dir;
  }
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], {
    cwd: repo,
    encoding: 'utf8',
  });
  for (const file of files.split('\n').filter((f) => f && fs.existsSync(path.join(repo, f)))) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.copyFileSync(path.join(repo, file), path.join(dir, file));
  }
  return dir;
}

/** Formats a scratch tree with this checkout's settings, whatever settings its revision had. */
function format(dir: string): void {
  for (const file of ['prettier.config.mjs', '.prettierignore']) {
    fs.copyFileSync(path.join(repo, file), path.join(dir, file));
  }
  // Prettier finds its plugin beside the config it reads.
  fs.symlinkSync(path.join(repo, 'node_modules'), path.join(dir, 'node_modules'));
  const prettier = path.join(repo, 'node_modules/.bin/prettier');
  execFileSync(prettier, ['--write', '--log-level', 'warn', '.'], {cwd: dir, stdio: 'inherit'});
  fs.rmSync(path.join(dir, 'node_modules'));
}

function countTree(dir: string): Record<'code' | 'tests', Counts> {
  const total = {
    code: {lines: 0, tokens: 0, comments: 0},
    tests: {lines: 0, tokens: 0, comments: 0},
  };
  for (const file of fs.readdirSync(dir, {recursive: true, encoding: 'utf8'})) {
    if (!isCounted(file) || !fs.statSync(path.join(dir, file)).isFile()) continue;
    const counts = countFile(file, fs.readFileSync(path.join(dir, file), 'utf8'));
    const into = total[isTest(file) ? 'tests' : 'code'];
    into.lines += counts.lines;
    into.tokens += counts.tokens;
    into.comments += counts.comments;
  }
  return total;
}

if (values.same) {
  const [before, after] = positionals;
  if (!before || !after) {
    console.error(
      'size: --same takes two revisions, before the formatting commit and the commit itself',
    );
    process.exit(2);
  }
  // Neither side is formatted here: what is compared is what the commit itself changed.
  const trees = [filesOf(before), filesOf(after)] as const;
  const differences = sameCode(...trees);
  for (const dir of trees) fs.rmSync(dir, {recursive: true, force: true});
  for (const line of differences) console.log(line);
  console.log(
    differences.length === 0
      ? `size: ${after} changes no code of ${before}`
      : `size: ${differences.length} files differ in code`,
  );
  process.exit(differences.length === 0 ? 0 : 1);
}

/**
 * Each counted file of a formatted tree twice under `out`: its lines as they are, and its tokens one a
 * line, so that git's diff counts the lines and the tokens a change adds and removes.
 */
function diffable(dir: string, out: string): void {
  for (const file of fs.readdirSync(dir, {recursive: true, encoding: 'utf8'})) {
    if (!isCounted(file) || !fs.statSync(path.join(dir, file)).isFile()) continue;
    const text = fs.readFileSync(path.join(dir, file), 'utf8');
    const views = {lines: text, tokens: tokenLines(file, text)};
    for (const [kind, content] of Object.entries(views)) {
      fs.mkdirSync(path.dirname(path.join(out, kind, file)), {recursive: true});
      fs.writeFileSync(path.join(out, kind, file), content);
    }
  }
}

if (values.changes) {
  const [before, after] = positionals;
  if (!before || !after) {
    console.error('size: --changes takes two revisions');
    process.exit(2);
  }
  const trees = [before, after].map((rev) => {
    const dir = filesOf(rev);
    format(dir);
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'size-diff-'));
    diffable(dir, out);
    fs.rmSync(dir, {recursive: true, force: true});
    return out;
  });
  // added and removed lines, then added and removed tokens
  const sums = {code: [0, 0, 0, 0], tests: [0, 0, 0, 0]};
  for (const [column, kind] of [
    [0, 'lines'],
    [2, 'tokens'],
  ] as const) {
    const folders = trees.map((tree) => path.join(tree, kind));
    // --no-index diffs two folders (and exits 1 when they differ).
    const numstat = spawnSync(
      'git',
      ['diff', '--no-index', '--numstat', '--no-renames', '-z', ...folders],
      {
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      },
    ).stdout;
    for (const {added, removed, file} of numstatRows(numstat)) {
      const into = sums[isTest(file.replace(/^.*?\/(lines|tokens)\//, '')) ? 'tests' : 'code'];
      into[column]! += added;
      into[column + 1]! += removed;
    }
  }
  for (const dir of trees) fs.rmSync(dir, {recursive: true, force: true});
  console.log('| part | lines added | lines removed | tokens added | tokens removed |');
  console.log('| --- | ---: | ---: | ---: | ---: |');
  for (const part of ['code', 'tests'] as const) {
    console.log(`| ${part} | ${sums[part].join(' | ')} |`);
  }
  process.exit(0);
}

console.log('| revision | part | lines | tokens | comment lines | comment share |');
console.log('| --- | --- | ---: | ---: | ---: | ---: |');
for (const rev of positionals.length > 0 ? positionals : ['.']) {
  const dir = filesOf(rev);
  format(dir);
  const counts = countTree(dir);
  fs.rmSync(dir, {recursive: true, force: true});
  for (const part of ['code', 'tests'] as const) {
    const {lines, tokens, comments} = counts[part];
    const share = `${((100 * comments) / lines).toFixed(1)} %`;
    console.log(`| ${rev} | ${part} | ${lines} | ${tokens} | ${comments} | ${share} |`);
  }
}
