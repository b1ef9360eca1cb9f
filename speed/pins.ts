// The pins of the speed layer: how node_modules differs from the upstream files its pieces were
// written for, and the message that stops a build on it, with the ways out that work in that build.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {pinnedFiles, pinnedHashes, pinnedPackages, pinnedVersions} from './upstream';
import {waysOut, type BuildSwitches} from './waysOut';

/**
 * A difference from the pins, and the entries of speed/upstream.ts (pieces and others) it concerns.
 */
type PinDifference = {entries: string[]; what: string; recheck: string};

/** The package a path under node_modules belongs to: `@scope/name` or `name`. */
export function packageOf(file: string): string {
  const [first = '', second = ''] = file.split('/');
  return first.startsWith('@') ? `${first}/${second}` : first;
}

export function sha256(file: string): string {
  return crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');
}

export function installedVersion(nodeModules: string, name: string): string | undefined {
  const manifest = path.join(nodeModules, name, 'package.json');
  return fs.existsSync(manifest)
    ? (JSON.parse(fs.readFileSync(manifest, 'utf8')) as {version: string}).version
    : undefined;
}

/**
 * How node_modules differs from the pins of the given pieces: a package of another version, a file
 * changed or gone.
 */
export function pinDifferences(nodeModules: string, pieces: ReadonlySet<string>): PinDifference[] {
  const differences: PinDifference[] = [];
  const packages = new Map<string, Set<string>>();
  const concerned = (name: string, piece: string) =>
    packages.set(name, (packages.get(name) ?? new Set()).add(piece));
  for (const {piece, file} of pinnedFiles) if (pieces.has(piece)) concerned(packageOf(file), piece);
  for (const {piece, name} of pinnedPackages) if (pieces.has(piece)) concerned(name, piece);
  for (const [name, byPieces] of packages) {
    const pinned = pinnedVersions[name];
    const installed = installedVersion(nodeModules, name);
    if (installed !== pinned) {
      const notes = pinnedPackages
        .filter((p) => p.name === name && pieces.has(p.piece))
        .map((p) => p.recheck);
      differences.push({
        entries: [...byPieces],
        what: `${name} is ${installed ?? 'not installed'}, the layer was written for ${pinned ?? 'no version of it'}`,
        recheck:
          notes.length > 0
            ? notes.join('; ')
            : `the pinned files of ${name} listed below, or by npm run upstream`,
      });
    }
  }
  for (const {piece, file, recheck} of pinnedFiles) {
    if (!pieces.has(piece)) continue;
    const full = path.join(nodeModules, file);
    if (!fs.existsSync(full)) {
      differences.push({entries: [piece], what: `node_modules/${file} is gone`, recheck});
    } else if (sha256(full) !== pinnedHashes[file]) {
      differences.push({entries: [piece], what: `node_modules/${file} changed`, recheck});
    }
  }
  return differences;
}

/**
 * The message that stops `build` on pin differences: each, what to re-check, and ways out that work
 * in that build.
 */
export function pinsMessage(differences: readonly PinDifference[], build: BuildSwitches): string {
  return [
    'speed layer: the installed upstream code is not what its pieces were written for (speed/upstream.lock.json):',
    ...differences.map((d) => `- ${d.entries.join(', ')}: ${d.what}. Re-check: ${d.recheck}`),
    'Review the changes with `npm run upstream`, fix or retire each piece, then record them with `npm run upstream -- --accept`.',
    ...waysOut(
      differences.flatMap((d) => d.entries),
      build,
    ),
  ].join('\n');
}
