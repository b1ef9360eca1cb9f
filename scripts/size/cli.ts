// `npm run size -- [REV ...]`: what the code holds at each revision (the working tree when none),
// counted after formatting with this checkout's Prettier settings, so that a count measures code and
// not line breaks. `npm run size -- --same A B`: B changes no code of A, only its layout.
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {countFile, isCounted, isTest, sameCode, type Counts} from './count';

const repo = path.resolve(__dirname, '../..');
const {values, positionals} = parseArgs({
  options: {same: {type: 'boolean'}},
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
