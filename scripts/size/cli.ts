// `npm run size -- [REV ...]`: what the code holds at each revision (the working tree when none),
// counted after formatting with this checkout's Prettier settings, so that a count measures code
// and not line breaks. `npm run size -- --changes A B`: the lines and tokens from A to B added and
// removed. Each in three parts: what the build loads, the tools and the tests.
import {execFileSync, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {countFile, isCounted, numstatRows, partOf, tokenLines, type Counts} from './count';
import {copyTrackedFiles} from '../drill/versions';

const repo = path.resolve(__dirname, '../..');
const {values, positionals} = parseArgs({
  options: {changes: {type: 'boolean'}},
  allowPositionals: true,
});

/** The files of `rev` (".": the working tree's, untracked ones included) in a scratch folder. */
function filesOf(rev: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'size-'));
  if (rev === '.') copyTrackedFiles(repo, dir, true);
  else execFileSync('sh', ['-c', 'git archive "$0" | tar -x -C "$1"', rev, dir], {cwd: repo});
  return dir;
}

/** Formats a scratch tree with this checkout's settings, whatever settings its revision had. */
function format(dir: string) {
  for (const file of ['prettier.config.mjs', '.prettierignore']) {
    fs.copyFileSync(path.join(repo, file), path.join(dir, file));
  }
  // Prettier finds its plugin beside the config it reads.
  fs.symlinkSync(path.join(repo, 'node_modules'), path.join(dir, 'node_modules'));
  const prettier = path.join(repo, 'node_modules/.bin/prettier');
  execFileSync(prettier, ['--write', '--log-level', 'warn', '.'], {cwd: dir, stdio: 'inherit'});
  fs.rmSync(path.join(dir, 'node_modules'));
}

const parts = ['build', 'tools', 'tests'] as const;

/** Each counted file of a tree, with its text. */
function* countedFiles(dir: string): Generator<[file: string, text: string]> {
  for (const file of fs.readdirSync(dir, {recursive: true, encoding: 'utf8'})) {
    if (isCounted(file) && fs.statSync(path.join(dir, file)).isFile()) {
      yield [file, fs.readFileSync(path.join(dir, file), 'utf8')];
    }
  }
}

function countTree(dir: string) {
  const total = Object.fromEntries(parts.map((part) => [part, {lines: 0, tokens: 0, comments: 0}]));
  for (const [file, text] of countedFiles(dir)) {
    const counts = countFile(file, text);
    for (const key of ['lines', 'tokens', 'comments'] as const) {
      total[partOf(file)]![key] += counts[key];
    }
  }
  return total as Record<(typeof parts)[number], Counts>;
}

/**
 * Each counted file of a formatted tree twice under `out`: its lines as they are, and its tokens
 * one a line, so that git's diff counts the lines and the tokens a change adds and removes.
 */
function diffable(dir: string, out: string) {
  for (const [file, text] of countedFiles(dir)) {
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
  const sums = {build: [0, 0, 0, 0], tools: [0, 0, 0, 0], tests: [0, 0, 0, 0]};
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
      const into = sums[partOf(file.replace(/^.*?\/(lines|tokens)\//, ''))];
      into[column]! += added;
      into[column + 1]! += removed;
    }
  }
  for (const dir of trees) fs.rmSync(dir, {recursive: true, force: true});
  console.log('| part | lines added | lines removed | tokens added | tokens removed |');
  console.log('| --- | ---: | ---: | ---: | ---: |');
  for (const part of parts) console.log(`| ${part} | ${sums[part].join(' | ')} |`);
  process.exit(0);
}

console.log('| revision | part | lines | tokens | comment lines | comment share |');
console.log('| --- | --- | ---: | ---: | ---: | ---: |');
for (const rev of positionals.length > 0 ? positionals : ['.']) {
  const dir = filesOf(rev);
  format(dir);
  const counts = countTree(dir);
  fs.rmSync(dir, {recursive: true, force: true});
  for (const part of parts) {
    const {lines, tokens, comments} = counts[part];
    const share = `${((100 * comments) / lines).toFixed(1)} %`;
    console.log(`| ${rev} | ${part} | ${lines} | ${tokens} | ${comments} | ${share} |`);
  }
}
