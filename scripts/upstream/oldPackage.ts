import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** The folder of one version of a package, from `npm pack`, unpacked under `cacheDir`/<name>@<version>/. */
export function oldPackage(name: string, version: string, cacheDir: string): string {
  const dir = path.join(cacheDir, `${name.replace('/', '+')}@${version}`);
  const unpacked = path.join(dir, 'package');
  if (fs.existsSync(path.join(unpacked, 'package.json'))) return unpacked;
  fs.mkdirSync(dir, {recursive: true});
  const out = execFileSync('npm', ['pack', `${name}@${version}`, '--pack-destination', dir, '--silent'], {encoding: 'utf8'}).trim().split('\n').pop()!;
  execFileSync('tar', ['-xzf', path.join(dir, out), '-C', dir]);
  return unpacked;
}
