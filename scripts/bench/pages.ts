import fs from 'node:fs';
import path from 'node:path';
import {postRoute} from '../../config/postRoute';

/** The five page types the benchmark and the budgets measure. */
export function benchPages(siteDir: string): {name: string; path: string}[] {
  const posts = (dir: string) => fs.readdirSync(path.join(siteDir, dir)).filter((f) => /^\d{4}-\d{2}-\d{2}-.+\.mdx?$/.test(f));
  const longest = posts('blog').sort((a, b) => fs.statSync(path.join(siteDir, 'blog', b)).size - fs.statSync(path.join(siteDir, 'blog', a)).size)[0]!;
  const newestRelease = posts('release').sort().at(-1)!;
  return [
    {name: 'home', path: '/'},
    {name: 'blog list', path: '/blogs'},
    {name: 'long blog post', path: postRoute('/blogs', longest)},
    {name: 'docs: installation', path: '/docs/installation'},
    {name: 'release post', path: postRoute('/release', newestRelease)},
  ];
}
