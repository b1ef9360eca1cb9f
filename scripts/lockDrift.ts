// tsx scripts/lockDrift.ts <lock before npm install> <lock after>: tells the harmless change of
// package-lock.json (other platforms' optional builds, new in the lock, not installed) from a real
// one (maintaining/decisions.md). Exit 0 with one line when harmless, 1 naming each problem.
import fs from 'node:fs';
import path from 'node:path';

type LockEntry = {
  version?: string;
  integrity?: string;
  optional?: boolean;
  [field: string]: unknown;
};
export type Lock = {
  lockfileVersion?: number;
  packages?: Record<string, LockEntry>;
  [field: string]: unknown;
};

type Drift = {otherPlatforms: string[]; problems: string[]};

export function lockDrift(before: Lock, after: Lock, isInstalled: (lockPath: string) => boolean) {
  const drift: Drift = {otherPlatforms: [], problems: []};
  for (const field of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (field !== 'packages' && JSON.stringify(before[field]) !== JSON.stringify(after[field])) {
      drift.problems.push(`the lock's "${field}" changed`);
    }
  }
  const old = before.packages ?? {};
  const now = after.packages ?? {};
  for (const [key, entry] of Object.entries(now)) {
    const was = old[key];
    const name = key || 'the project itself';
    if (!was) {
      if (entry.optional && !isInstalled(key)) drift.otherPlatforms.push(key);
      else {
        drift.problems.push(
          `${name}: new in the lock${entry.optional ? ' and installed here' : ''}`,
        );
      }
    } else if (JSON.stringify(was) !== JSON.stringify(entry)) {
      const versions = was.version !== entry.version ? ` (${was.version} → ${entry.version})` : '';
      drift.problems.push(`${name}: its entry changed${versions}`);
    }
  }
  for (const key of Object.keys(old)) {
    if (!(key in now)) drift.problems.push(`${key}: left the lock`);
  }
  return drift;
}

function readLock(file: string) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as Lock;
  } catch (error) {
    throw new Error(`${file}: not a readable package lock (${(error as Error).message})`, {
      cause: error,
    });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === __filename) {
  const [beforeFile, afterFile] = process.argv.slice(2);
  if (!beforeFile || !afterFile) {
    console.error('usage: tsx scripts/lockDrift.ts <lock before> <lock after>');
    process.exit(2);
  }
  const drift = lockDrift(readLock(beforeFile), readLock(afterFile), (key) =>
    fs.existsSync(path.join(path.dirname(afterFile), key)),
  );
  if (drift.problems.length) {
    console.error(
      `npm install changed package-lock.json:\n${drift.problems.map((p) => `  ${p}`).join('\n')}\nRun npm install, check the change and commit the lock.`,
    );
    process.exit(1);
  }
  console.log(
    `package-lock.json kept as committed; the registry now also lists ${drift.otherPlatforms.length} optional builds for other platforms (${drift.otherPlatforms.map((k) => k.replace(/^node_modules\//, '')).join(', ')}), none installed here.`,
  );
}
