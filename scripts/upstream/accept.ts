import fs from 'node:fs';
import path from 'node:path';
import {pinnedFiles, pinnedPackages, pinnedVersions} from '../../speed/upstream';
import {installedVersion, packageOf, sha256} from '../../speed/pins';

export type Lock = {versions: Record<string, string>; files: Record<string, string>};

/**
 * The lock for what is installed: the version of every pinned package and the
 * sha256 of every pinned file. A pinned file that is gone cannot be accepted:
 * its entry in speed/upstream.ts must first point at the file that replaced
 * it, or go with the piece.
 */
export function lockOfInstalled(root: string): Lock {
  const nodeModules = path.join(root, 'node_modules');
  const gone = pinnedFiles.filter(({file}) => !fs.existsSync(path.join(nodeModules, file)));
  if (gone.length > 0) {
    throw new Error(
      `Not accepted: pinned files are gone (${gone.map(({piece, file}) => `${piece}: ${file}`).join('; ')}). Edit their entries in speed/upstream.ts first.`,
    );
  }
  const names = [...new Set([...Object.keys(pinnedVersions), ...pinnedFiles.map(({file}) => packageOf(file)), ...pinnedPackages.map(({name}) => name)])];
  const versions: Record<string, string> = {};
  for (const name of names) {
    const version = installedVersion(nodeModules, name);
    if (!version) throw new Error(`Not accepted: ${name} is pinned but not installed`);
    versions[name] = version;
  }
  const files: Record<string, string> = {};
  for (const {file} of [...pinnedFiles].sort((a, b) => a.file.localeCompare(b.file))) files[file] = sha256(path.join(nodeModules, file));
  return {versions, files};
}

export function writeLock(root: string, lock: Lock): void {
  fs.writeFileSync(path.join(root, 'speed/upstream.lock.json'), `${JSON.stringify(lock, null, 2)}\n`);
}
