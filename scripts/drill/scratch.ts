import fs from 'node:fs';
import path from 'node:path';
import {execFileSync} from 'node:child_process';

/** Makes `dir` a copy of the files git tracks in `repo`, as in the working tree; a `node_modules` there is kept. */
export function copyTrackedFiles(repo: string, dir: string): number {
  fs.mkdirSync(dir, {recursive: true});
  for (const entry of fs.readdirSync(dir)) if (entry !== 'node_modules') fs.rmSync(path.join(dir, entry), {recursive: true, force: true});
  const files = execFileSync('git', ['ls-files', '-z'], {cwd: repo, encoding: 'utf8'}).split('\0').filter(Boolean);
  let copied = 0;
  for (const file of files) {
    const from = path.join(repo, file);
    // Deleted in the working tree but not yet from git: not part of the site as it is.
    if (!fs.existsSync(from)) continue;
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.copyFileSync(from, path.join(dir, file));
    copied++;
  }
  return copied;
}

type Manifest = {dependencies?: Record<string, string>; devDependencies?: Record<string, string>};

/** The @docusaurus packages a package.json depends on, from both dependency lists. */
export function docusaurusPackages(manifest: Manifest): string[] {
  return [manifest.dependencies, manifest.devDependencies].flatMap((deps) => Object.keys(deps ?? {})).filter((name) => name.startsWith('@docusaurus/'));
}

/** The package.json with every @docusaurus package at the version given for it; one without a version given stops it, naming the package. */
export function switchDocusaurus<M extends Manifest>(manifest: M, versions: Record<string, string>): M {
  const switched = structuredClone(manifest);
  for (const deps of [switched.dependencies, switched.devDependencies]) {
    for (const name of Object.keys(deps ?? {})) {
      if (!name.startsWith('@docusaurus/')) continue;
      const version = versions[name];
      if (!version) throw new Error(`no version chosen for ${name}`);
      deps![name] = version;
    }
  }
  return switched;
}
