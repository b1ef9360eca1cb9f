// The one check of every tree we publish, the site's and the previews' alike. A pull request's
// build is hostile data: its folder is walked with lstat before anything in it is read or copied
// (checkedBuild), and the tree git makes of it, with whatever the branch carries along, is checked
// again before it is committed (checkTree). Plain Node (its type stripping), no packages, like the
// rest of scripts/publish/.
import fs from 'node:fs';
import path from 'node:path';
import type {Git} from './branch.ts';

/**
 * The most one build may hold. `npm run build` measured 2,810 files and 51 MiB (by this walk,
 * 2026-11-28); the limits leave room for about twice that.
 */
export const buildLimits = {files: 6000, bytes: 100 * 1024 * 1024};

/**
 * Something that may not be published; the message is one line, naming the first offending path.
 */
export class Refusal extends Error {}

/**
 * A string from a build or a branch as the log shows it: in JSON's quotes, so it can start no line,
 * workflow command or markup.
 */
export const quoted = (text: string) => JSON.stringify(text);

/**
 * Why a path segment may not be published, or undefined when it may. Git compares `.git` the way
 * the file systems it supports do: in any case, without the characters HFS+ ignores, and without
 * the trailing dots and spaces NTFS drops (`git~1` is NTFS's short name of `.git`). Every such name
 * starting with `.git` is refused, `.gitattributes` and `.gitmodules` too: git itself would read
 * them.
 */
export function specialName(segment: string): string | undefined {
  // readdir and git give U+FFFD for bytes that are not UTF-8; a control character could start a
  // line of git's own messages.
  if (segment.includes('\uFFFD')) return 'a name that is not UTF-8';
  if (/\p{Cc}/u.test(segment)) return 'a name with a control character';
  if (segment === '.' || segment === '..') return 'a path segment . or ..';
  const seen = segment
    .toLowerCase()
    .replace(/\p{Default_Ignorable_Code_Point}/gu, '')
    .replace(/[. ]+$/, '');
  if (seen.startsWith('.git') || /^git~\d+$/.test(seen)) return 'a name git reads as its own';
  return undefined;
}

/** Bytes as MiB, to a tenth when not whole. */
export const mib = (bytes: number) =>
  `${(bytes / 1024 / 1024).toFixed(bytes % (1024 * 1024) ? 1 : 0)} MiB`;

function kindOf(entry: fs.Stats): string {
  if (entry.isSymbolicLink()) return 'a symbolic link';
  if (entry.isFIFO()) return 'a named pipe';
  if (entry.isSocket()) return 'a socket';
  if (entry.isBlockDevice() || entry.isCharacterDevice()) return 'a device';
  return 'neither a file nor a folder';
}

/**
 * Walks `dir` without following anything and refuses, naming the first offending path: an entry
 * that is not a plain file or folder, a name `specialName` refuses, a hard link to a file outside
 * `dir` (the build's own second address forms are hard links inside it), or more files or bytes
 * than `limits`.
 */
export function checkFolder(dir: string, limits = buildLimits): void {
  const root = fs.lstatSync(dir, {throwIfNoEntry: false});
  if (!root?.isDirectory()) {
    throw new Refusal(
      `${quoted(dir)}: ${root ? `is ${kindOf(root)}, not a folder` : 'does not exist'}`,
    );
  }
  let files = 0;
  let bytes = 0;
  // Each linked file's names still unseen: any left after the walk are outside the tree.
  const links = new Map<string, {shown: string; unseen: number}>();
  const folders = [dir];
  for (let folder = folders.pop(); folder !== undefined; folder = folders.pop()) {
    for (const name of fs.readdirSync(folder).sort()) {
      const full = path.join(folder, name);
      const shown = quoted(path.relative(dir, full));
      const special = specialName(name);
      if (special) throw new Refusal(`${shown}: ${special}`);
      const entry = fs.lstatSync(full);
      if (entry.isDirectory()) {
        folders.push(full);
        continue;
      }
      if (!entry.isFile()) throw new Refusal(`${shown}: is ${kindOf(entry)}, not a plain file`);
      if (entry.nlink > 1) {
        const link = links.get(`${entry.dev}:${entry.ino}`) ?? {shown, unseen: entry.nlink};
        link.unseen -= 1;
        links.set(`${entry.dev}:${entry.ino}`, link);
      }
      files += 1;
      bytes += entry.size;
      if (files > limits.files) {
        throw new Refusal(`${shown}: more than ${limits.files} files (scripts/publish/tree.ts)`);
      }
      if (bytes > limits.bytes) {
        throw new Refusal(
          `${shown}: more than ${mib(limits.bytes)} in all (scripts/publish/tree.ts)`,
        );
      }
    }
  }
  const outside = [...links.values()].find((link) => link.unseen > 0);
  if (outside) throw new Refusal(`${outside.shown}: a hard link to a file outside the build`);
}

/**
 * A build checked with `checkFolder`, then what its build-info.json says it was made for
 * (plugins/build-info).
 */
export function checkedBuild(dir: string): {url: string; baseUrl: string; commit?: string} {
  checkFolder(dir);
  const file = path.join(dir, 'build-info.json');
  const isFile = (name: string) => fs.statSync(name, {throwIfNoEntry: false})?.isFile() === true;
  if (!isFile(path.join(dir, 'index.html')) || !isFile(file)) {
    throw new Refusal(`${quoted(dir)}: no built site (run npm run build first)`);
  }
  let info: {url?: unknown; baseUrl?: unknown; commit?: unknown} | undefined;
  try {
    info = JSON.parse(fs.readFileSync(file, 'utf8')) as typeof info;
  } catch {
    // Refused below: its text is never shown.
  }
  const {url, baseUrl, commit} = info ?? {};
  if (typeof url !== 'string' || typeof baseUrl !== 'string') {
    throw new Refusal(`${quoted(file)} names no url and baseUrl: build again with this checkout`);
  }
  // A commit id, or none: it goes into commit messages and git's arguments.
  return {url, baseUrl, commit: /^[0-9a-f]{40}$/.test(String(commit)) ? String(commit) : undefined};
}

/** The first line git wrote to stderr before it failed. */
export const gitSaid = (err: unknown) =>
  String((err as {stderr?: string}).stderr ?? err)
    .split('\n')
    .find((line) => line.trim()) ?? String(err);

/**
 * Refuses a tree that is about to be committed: an entry that is no plain file or folder (a link or
 * a submodule would fail, or subvert, every later Pages build), a name `specialName` refuses, or
 * anything git itself stops on when it checks the tree out (an attribute it cannot apply, a name no
 * disk takes): that stops this publish, and never every later checkout of the branch, GitHub Pages'
 * own included.
 */
export function checkTree(git: Git, tree: string, scratch: string): void {
  for (const entry of git(['ls-tree', '-r', '-t', '-z', tree]).split('\0')) {
    const [, mode, name = ''] = /^(\d+) \w+ \w+\t(.*)$/s.exec(entry) ?? [];
    if (!mode) continue;
    const why = ['100644', '100755', '040000'].includes(mode)
      ? name.split('/').map(specialName).find(Boolean)
      : `mode ${mode}, no plain file or folder`;
    if (why) throw new Refusal(`${quoted(name)}: ${why}`);
  }
  const checkout = fs.mkdtempSync(path.join(scratch, 'checkout-'));
  const env = {GIT_INDEX_FILE: `${checkout}.index`, GIT_WORK_TREE: checkout};
  try {
    git(['read-tree', tree], {env});
    git(['checkout-index', '-a'], {env});
  } catch (err) {
    throw new Refusal(`the tree does not check out: ${quoted(gitSaid(err))}`);
  } finally {
    fs.rmSync(checkout, {recursive: true, force: true});
  }
}
