// The shape check of a built site before it is published: a pull request's preview artifact is
// hostile data, so nothing in it is read or copied until every entry has been looked at with lstat.
// Plain Node (its type stripping), no packages, like the rest of scripts/publish/.
import fs from 'node:fs';
import path from 'node:path';

/**
 * The most a published tree may hold. `npm run build` measured 2,810 files and 51 MiB (by this
 * walk, 2026-11-28); the limits leave room for about twice that. GitHub Pages refuses a site over
 * 1 GB, and gh-pages carries the site and every open preview: eight previews at the limit still fit.
 */
export const artifactLimits = {files: 6000, bytes: 100 * 1024 * 1024};

/** A tree that may not be published; the message is one line naming the first offending path. */
export class ArtifactRefusal extends Error {}

function kindOf(entry: fs.Stats): string {
  if (entry.isSymbolicLink()) return 'a symbolic link';
  if (entry.isFIFO()) return 'a named pipe';
  if (entry.isSocket()) return 'a socket';
  if (entry.isBlockDevice() || entry.isCharacterDevice()) return 'a device';
  return 'neither a file nor a folder';
}

/**
 * Walks `dir` without following anything and refuses, naming the first offending path: an entry that
 * is not a plain file or folder, a path component `.git` in any case (git would store the folder as a
 * submodule link, which breaks every later Pages build), a path that leaves `dir`, or more files or
 * bytes than `artifactLimits`. Returns what it counted.
 */
export function checkArtifact(
  dir: string,
  limits = artifactLimits,
): {files: number; bytes: number} {
  const root = fs.lstatSync(dir, {throwIfNoEntry: false});
  if (!root?.isDirectory()) {
    throw new ArtifactRefusal(
      `${dir}: ${root ? `is ${kindOf(root)}, not a folder` : 'does not exist'}`,
    );
  }
  let files = 0;
  let bytes = 0;
  const folders = [dir];
  for (let folder = folders.pop(); folder !== undefined; folder = folders.pop()) {
    for (const name of fs.readdirSync(folder).sort()) {
      const full = path.join(folder, name);
      const shown = path.relative(dir, full);
      // readdir never gives "." or "..", but a name is the artifact's own: check where it leads.
      if (shown.startsWith('..') || path.isAbsolute(shown) || name.includes('/')) {
        throw new ArtifactRefusal(`${shown}: leads outside ${dir}`);
      }
      if (name.toLowerCase() === '.git') {
        throw new ArtifactRefusal(
          `${shown}: a .git entry, which git would publish as a submodule link`,
        );
      }
      const entry = fs.lstatSync(full);
      if (entry.isDirectory()) {
        folders.push(full);
        continue;
      }
      if (!entry.isFile()) {
        throw new ArtifactRefusal(`${shown}: is ${kindOf(entry)}, not a plain file`);
      }
      files += 1;
      bytes += entry.size;
      if (files > limits.files) {
        throw new ArtifactRefusal(
          `${shown}: more than ${limits.files} files (scripts/publish/artifact.ts)`,
        );
      }
      if (bytes > limits.bytes) {
        throw new ArtifactRefusal(
          `${shown}: more than ${limits.bytes / 1024 / 1024} MiB in all (scripts/publish/artifact.ts)`,
        );
      }
    }
  }
  return {files, bytes};
}
