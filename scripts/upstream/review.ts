import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {pinnedFiles, pinnedHashes, pinnedPackages, pinnedVersions} from '../../speed/upstream';
import {installedVersion, packageOf, sha256} from '../../speed/pins';
import {oldPackage} from './oldPackage';

/** A unified diff of two files (either may be missing), labelled a/<file> and b/<file>; '' when they are the same. */
function diff(before: string | undefined, after: string | undefined, label: string): string {
  const args = ['-u', '--label', `a/${label}`, '--label', `b/${label}`, before ?? '/dev/null', after ?? '/dev/null'];
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

/** Files of the installed package next to a pinned file that the pinned version did not have: where a renamed file may have gone. */
function newNeighbours(oldDir: string, newDir: string, file: string): string[] {
  const sub = path.dirname(file.slice(packageOf(file).length + 1));
  const list = (dir: string) => (fs.existsSync(path.join(dir, sub)) ? fs.readdirSync(path.join(dir, sub)) : []);
  const before = new Set(list(oldDir));
  return list(newDir).filter((name) => !before.has(name)).map((name) => path.posix.join(packageOf(file), sub, name));
}

/** What an upgrade changed under the speed layer: pinned packages of another version, diffs of pinned files. */
export function review(root: string, cacheDir: string): {text: string; differs: boolean} {
  const nodeModules = path.join(root, 'node_modules');
  const lines: string[] = [];
  const names = new Set([...Object.keys(pinnedVersions), ...pinnedFiles.map(({file}) => packageOf(file)), ...pinnedPackages.map(({name}) => name)]);
  for (const name of names) {
    const installed = installedVersion(nodeModules, name);
    if (installed === pinnedVersions[name]) continue;
    lines.push(`${name}: written for ${pinnedVersions[name] ?? 'no version (new pin)'}, installed ${installed ?? 'none'}`);
    for (const {piece, recheck} of pinnedPackages.filter((entry) => entry.name === name)) lines.push(`  ${piece}: re-check: ${recheck}`);
  }
  for (const {piece, file, recheck} of pinnedFiles) {
    const now = path.join(nodeModules, file);
    const exists = fs.existsSync(now);
    const pinned = pinnedHashes[file];
    if (exists && sha256(now) === pinned) continue;
    const name = packageOf(file);
    const version = pinnedVersions[name];
    lines.push('', `== ${piece}: ${file} ${!exists ? 'is gone' : pinned ? 'changed' : 'is pinned without a hash (new pin)'}`, `   re-check: ${recheck}`);
    if (!version) {
      lines.push(`   (no pinned version of ${name} to compare with: read the installed file)`);
      continue;
    }
    const oldDir = oldPackage(name, version, cacheDir);
    const before = path.join(oldDir, file.slice(name.length + 1));
    const hasBefore = fs.existsSync(before);
    if (hasBefore && pinned && sha256(before) !== pinned) lines.push(`   note: ${name}@${version} from the registry does not have the pinned hash of this file either`);
    if (!exists) {
      const candidates = newNeighbours(oldDir, path.join(nodeModules, name), file);
      lines.push(`   new files beside it: ${candidates.length > 0 ? candidates.join(', ') : 'none'}`);
    }
    // A new pin has no reviewed version: the whole file is shown.
    lines.push(diff(hasBefore && pinned ? before : undefined, exists ? now : undefined, file).trimEnd() || '   (same as the registry copy)');
  }
  const differs = lines.length > 0;
  return {text: differs ? lines.join('\n') : 'The installed upstream code is what the speed layer was written for: nothing to review.', differs};
}
