// bench:scale's scratch copy of the site with the archive multiplied by synthetic posts.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import yaml from 'js-yaml';
import {postFileName} from '../../../config/frontMatter';
import {generatePosts, type BlogSource} from './syntheticPosts';
import {wholeNumber} from '../pages';

/**
 * The site's sources a build needs; blog/ and release/ are copied separately, with the synthetic
 * posts.
 */
export const siteEntries = [
  'docusaurus.config.ts',
  'sidebars.ts',
  'tsconfig.json',
  'package.json',
  'config',
  'src',
  'plugins',
  'speed',
  'static',
  'docs',
  'i18n',
];
export const blogs = [
  {dir: 'blog', routeBase: '/blogs'},
  {dir: 'release', routeBase: '/release'},
] as const;

function yamlKeys(file: string) {
  let data: unknown;
  try {
    data = yaml.load(fs.readFileSync(file, 'utf8'));
  } catch (err) {
    throw new Error(`${file}: cannot read it as YAML: ${(err as Error).message.split('\n')[0]}`, {
      cause: err,
    });
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) {
    throw new Error(`${file}: expected a mapping of keys`);
  }
  return Object.keys(data);
}

/** What the generator needs to know about one blog folder of the site. */
export function readBlogSource(
  siteDir: string,
  dir: string,
  routeBase: string,
): BlogSource & {years: [number, number]} {
  const folder = path.join(siteDir, dir);
  const existing = fs.readdirSync(folder).filter((f) => postFileName.test(f));
  if (!existing.length) throw new Error(`${folder}: no posts named YYYY-MM-DD-slug.md`);
  const years = existing.map((f) => Number(f.slice(0, 4)));
  return {
    dir,
    routeBase,
    tags: yamlKeys(path.join(folder, 'tags.yml')),
    authors: yamlKeys(path.join(folder, 'authors.yml')),
    existing,
    years: [Math.min(...years), Math.max(...years)],
  };
}

export type ScaledSite = {
  dir: string;
  posts: Record<string, {original: number; synthetic: number}>;
  remove: () => void;
};

/**
 * A temporary copy of the site whose blogs hold `factor` times their posts; node_modules links to
 * the repository's.
 */
export function createScaledSite(repoDir: string, factor: number, seed = 1) {
  wholeNumber('--factor', String(factor), 1);
  // Not "podman-site-…": scripts/nginx/harness.ts rewrites that prefix in the nginx configuration.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `podman-scale-${factor}-`));
  // mkdtemp makes it private (0700); nginx's workers, running as another user, must read the build.
  fs.chmodSync(dir, 0o755);
  const remove = () => fs.rmSync(dir, {recursive: true, force: true});
  try {
    for (const entry of siteEntries) {
      const from = path.join(repoDir, entry);
      if (fs.existsSync(from)) fs.cpSync(from, path.join(dir, entry), {recursive: true});
    }
    fs.symlinkSync(path.join(repoDir, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
    const posts: ScaledSite['posts'] = {};
    for (const [i, blog] of blogs.entries()) {
      const source = readBlogSource(repoDir, blog.dir, blog.routeBase);
      const target = path.join(dir, blog.dir);
      fs.cpSync(path.join(repoDir, blog.dir), target, {recursive: true});
      const synthetic = generatePosts(source, {
        count: (factor - 1) * source.existing.length,
        firstYear: source.years[0],
        lastYear: source.years[1],
        seed: seed + i, // each blog its own stream
      });
      for (const post of synthetic) {
        fs.writeFileSync(path.join(target, post.fileName), post.text, {flag: 'wx'});
      }
      posts[blog.dir] = {original: source.existing.length, synthetic: synthetic.length};
    }
    return {dir, posts, remove};
  } catch (err) {
    remove();
    throw err;
  }
}
