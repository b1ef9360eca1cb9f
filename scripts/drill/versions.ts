// Which Docusaurus 4 version the drill tries for each @docusaurus package.
import fs from 'node:fs';
import path from 'node:path';
import {execFileSync} from 'node:child_process';

/**
 * Orders versions: major.minor.patch as numbers, a release after its prereleases, their digit runs
 * as numbers ("canary-10000" after "canary-6808").
 */
export function compareVersions(a: string, b: string) {
  const split = (v: string) => {
    const dash = v.indexOf('-');
    return {
      core: (dash < 0 ? v : v.slice(0, dash)).split('.').map(Number),
      pre: dash < 0 ? '' : v.slice(dash + 1),
    };
  };
  const [x, y] = [split(a), split(b)];
  for (let i = 0; i < 3; i++) {
    if ((x.core[i] ?? 0) !== (y.core[i] ?? 0)) return (x.core[i] ?? 0) - (y.core[i] ?? 0);
  }
  if (x.pre === y.pre) return 0;
  if (x.pre === '') return 1;
  if (y.pre === '') return -1;
  return x.pre.localeCompare(y.pre, 'en', {numeric: true});
}

export type Choice = {versions: Record<string, string>; rule: 'common' | 'each-newest'};

// Per package, the version of `major` to try: the newest every package has, else (asked, or nothing
// in common) each package's newest. Throws, naming them, when a package has no version of that
// major.
export function chooseVersions(
  available: Record<string, string[]>,
  major: number,
  prefer: Choice['rule'] = 'common',
): Choice {
  const ofMajor = Object.fromEntries(
    Object.entries(available).map(([name, versions]) => [
      name,
      versions.filter((v) => Number(v.split('.')[0]) === major).sort(compareVersions),
    ]),
  );
  const lacking = Object.keys(ofMajor).filter((name) => ofMajor[name]!.length === 0);
  if (lacking.length > 0) {
    throw new Error(`no ${major}.x version on the registry for ${lacking.join(', ')}`);
  }
  const lists = Object.values(ofMajor);
  const common = lists[0]!.filter((v) => lists.every((list) => list.includes(v))).at(-1);
  if (prefer === 'common' && common) {
    return {
      rule: 'common',
      versions: Object.fromEntries(Object.keys(ofMajor).map((name) => [name, common])),
    };
  }
  return {
    rule: 'each-newest',
    versions: Object.fromEntries(
      Object.entries(ofMajor).map(([name, list]) => [name, list.at(-1)!]),
    ),
  };
}

/**
 * Makes `dir` a copy of the files git tracks in `repo` (and, `withUntracked`, those it would), as
 * in the working tree; a `node_modules` there is kept.
 */
export function copyTrackedFiles(repo: string, dir: string, withUntracked = false) {
  fs.mkdirSync(dir, {recursive: true});
  for (const entry of fs.readdirSync(dir)) {
    if (entry !== 'node_modules') fs.rmSync(path.join(dir, entry), {recursive: true, force: true});
  }
  // A file deleted in the working tree but not yet from git is not part of the site as it is.
  const untracked = withUntracked ? ['-o', '--exclude-standard'] : [];
  const files = execFileSync('git', ['ls-files', '-z', '-c', ...untracked], {
    cwd: repo,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((f) => f && fs.existsSync(path.join(repo, f)));
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.copyFileSync(path.join(repo, file), path.join(dir, file));
  }
  return files.length;
}

type Manifest = {dependencies?: Record<string, string>; devDependencies?: Record<string, string>};

/** The @docusaurus packages a package.json depends on, from both dependency lists. */
export function docusaurusPackages(manifest: Manifest) {
  return [manifest.dependencies, manifest.devDependencies]
    .flatMap((deps) => Object.keys(deps ?? {}))
    .filter((name) => name.startsWith('@docusaurus/'));
}

/**
 * The package.json with every @docusaurus package at the version given for it; one without a
 * version given stops it, naming the package.
 */
export function switchDocusaurus<M extends Manifest>(
  manifest: M,
  versions: Record<string, string>,
) {
  const switched = structuredClone(manifest);
  for (const deps of [switched.dependencies, switched.devDependencies]) {
    for (const name of Object.keys(deps ?? {}).filter((n) => n.startsWith('@docusaurus/'))) {
      const version = versions[name];
      if (!version) throw new Error(`no version chosen for ${name}`);
      deps![name] = version;
    }
  }
  return switched;
}
