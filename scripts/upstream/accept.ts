import fs from 'node:fs';
import path from 'node:path';
import {pinnedFiles, pinnedPackages, pinnedVersions} from '../../speed/upstream';
import {installedVersion, packageOf, sha256} from '../../speed/pins';

export type Lock = {versions: Record<string, string>; files: Record<string, string>};

/** The versions of the pinned packages and sha256 of the pinned files installed; a gone pinned file is refused. */
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
