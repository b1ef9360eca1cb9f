// What an upgrade changed under the speed layer: each pinned file's diff against the version it was
// pinned at.
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {pinnedFiles, pinnedHashes, pinnedPackages, pinnedVersions} from '../../speed/upstream';
import {installedVersion, packageOf, sha256} from '../../speed/pins';
import {writeJson} from '../writeJson';

/**
 * The folder of one version of a package, from `npm pack`, unpacked under
 * `cacheDir`/<name>@<version>/.
 */
export function oldPackage(name: string, version: string, cacheDir: string) {
  const dir = path.join(cacheDir, `${name.replace('/', '+')}@${version}`);
  const unpacked = path.join(dir, 'package');
  if (fs.existsSync(path.join(unpacked, 'package.json'))) return unpacked;
  fs.mkdirSync(dir, {recursive: true});
  const out = execFileSync(
    'npm',
    ['pack', `${name}@${version}`, '--pack-destination', dir, '--silent'],
    {encoding: 'utf8'},
  )
    .trim()
    .split('\n')
    .pop()!;
  execFileSync('tar', ['-xzf', path.join(dir, out), '-C', dir]);
  return unpacked;
}

/** Every pinned package: of a version, of a file, or on its own. */
export const pinnedNames = () => [
  ...new Set([
    ...Object.keys(pinnedVersions),
    ...pinnedFiles.map(({file}) => packageOf(file)),
    ...pinnedPackages.map(({name}) => name),
  ]),
];

/**
 * A unified diff of two files (either may be missing), labelled a/<file> and b/<file>; '' when they
 * are the same.
 */
function diff(before: string | undefined, after: string | undefined, label: string) {
  const args = [
    '-u',
    '--label',
    `a/${label}`,
    '--label',
    `b/${label}`,
    before ?? '/dev/null',
    after ?? '/dev/null',
  ];
  try {
    execFileSync('diff', args, {encoding: 'utf8'});
    return '';
  } catch (error) {
    // diff exits 1 when the files differ; its output is the diff.
    const {status, stdout} = error as {status?: number; stdout?: string};
    if (status !== 1) throw error;
    return stdout ?? '';
  }
}

/**
 * Files of the installed package next to a pinned file that the pinned version did not have: where
 * a renamed file may have gone.
 */
function newNeighbours(oldDir: string, newDir: string, file: string) {
  const sub = path.dirname(file.slice(packageOf(file).length + 1));
  const list = (dir: string) =>
    fs.existsSync(path.join(dir, sub)) ? fs.readdirSync(path.join(dir, sub)) : [];
  const before = new Set(list(oldDir));
  return list(newDir)
    .filter((name) => !before.has(name))
    .map((name) => path.posix.join(packageOf(file), sub, name));
}

/**
 * What an upgrade changed under the speed layer: pinned packages of another version, diffs of
 * pinned files.
 */
export function review(root: string, cacheDir: string) {
  const nodeModules = path.join(root, 'node_modules');
  const lines: string[] = [];
  for (const name of pinnedNames()) {
    const installed = installedVersion(nodeModules, name);
    if (installed === pinnedVersions[name]) continue;
    lines.push(
      `${name}: written for ${pinnedVersions[name] ?? 'no version (new pin)'}, installed ${installed ?? 'none'}`,
    );
    for (const {piece, recheck} of pinnedPackages.filter((entry) => entry.name === name)) {
      lines.push(`  ${piece}: re-check: ${recheck}`);
    }
  }
  for (const {piece, file, recheck} of pinnedFiles) {
    const now = path.join(nodeModules, file);
    const exists = fs.existsSync(now);
    const pinned = pinnedHashes[file];
    if (exists && sha256(now) === pinned) continue;
    const name = packageOf(file);
    const version = pinnedVersions[name];
    let state = 'changed';
    if (!exists) state = 'is gone';
    else if (!pinned) state = 'is pinned without a hash (new pin)';
    lines.push('', `== ${piece}: ${file} ${state}`, `   re-check: ${recheck}`);
    if (!version) {
      lines.push(`   (no pinned version of ${name} to compare with: read the installed file)`);
      continue;
    }
    const oldDir = oldPackage(name, version, cacheDir);
    const before = path.join(oldDir, file.slice(name.length + 1));
    const hasBefore = fs.existsSync(before);
    if (hasBefore && pinned && sha256(before) !== pinned) {
      lines.push(
        `   note: ${name}@${version} from the registry does not have the pinned hash of this file either`,
      );
    }
    if (!exists) {
      const candidates = newNeighbours(oldDir, path.join(nodeModules, name), file);
      lines.push(
        `   new files beside it: ${candidates.length > 0 ? candidates.join(', ') : 'none'}`,
      );
    }
    // A new pin has no reviewed version: the whole file is shown.
    lines.push(
      diff(hasBefore && pinned ? before : undefined, exists ? now : undefined, file).trimEnd() ||
        '   (same as the registry copy)',
    );
  }
  const differs = lines.length > 0;
  return {
    text: differs
      ? lines.join('\n')
      : 'The installed upstream code is what the speed layer was written for: nothing to review.',
    differs,
  };
}

export type Lock = {versions: Record<string, string>; files: Record<string, string>};

/**
 * The versions of the pinned packages and sha256 of the pinned files installed; a gone pinned file
 * is refused.
 */
export function lockOfInstalled(root: string) {
  const nodeModules = path.join(root, 'node_modules');
  const gone = pinnedFiles.filter(({file}) => !fs.existsSync(path.join(nodeModules, file)));
  if (gone.length > 0) {
    throw new Error(
      `Not accepted: pinned files are gone (${gone.map(({piece, file}) => `${piece}: ${file}`).join('; ')}). Edit their entries in speed/upstream.ts first.`,
    );
  }
  const versions: Record<string, string> = {};
  for (const name of pinnedNames()) {
    const version = installedVersion(nodeModules, name);
    if (!version) throw new Error(`Not accepted: ${name} is pinned but not installed`);
    versions[name] = version;
  }
  const files: Record<string, string> = {};
  for (const {file} of [...pinnedFiles].sort((a, b) => a.file.localeCompare(b.file))) {
    files[file] = sha256(path.join(nodeModules, file));
  }
  return {versions, files};
}

export function writeLock(root: string, lock: Lock) {
  writeJson(path.join(root, 'speed/upstream.lock.json'), lock);
}
