// `npm run preview:post`: which post of which blog the one-post dev server holds, and the refusal
// of a path that is no post.
import fs from 'node:fs';
import path from 'node:path';
import {postRoute} from './postRoute.ts';

/** The blogs a post can be in: its folder and the base of its route. */
export const postBlogs = {blog: '/blogs', release: '/release'} as const;
export type PostBlog = keyof typeof postBlogs;

/** The one post `npm run preview:post` starts the dev server with (SITE_PREVIEW_POST). */
export type PreviewPost = {blog: PostBlog; fileName: string; route: string};

/**
 * `blog/YYYY-MM-DD-slug.md` (or `release/…`, or the absolute path of one) as a post, or a one-line
 * error naming the path: a missing file, a folder, or a file that is no post of either blog. A
 * post's name is not checked here: a post named without its date gets the build's own message from
 * the content checks (config/frontMatter.ts).
 */
export function previewPost(siteDir: string, given: string): PreviewPost {
  const file = path.resolve(siteDir, given);
  if (!fs.existsSync(file)) throw new Error(`preview: ${given}: no such file`);
  if (!fs.statSync(file).isFile()) {
    throw new Error(
      `preview: ${given}: a folder, not a post (name a file such as blog/2019-06-13-new.md)`,
    );
  }
  const [folder, fileName, ...deeper] = path.relative(siteDir, file).split(path.sep);
  const isBlog = (name: string | undefined): name is PostBlog =>
    name !== undefined && Object.hasOwn(postBlogs, name);
  if (
    !isBlog(folder) ||
    !fileName ||
    deeper.length > 0 ||
    !/\.mdx?$/.test(fileName) ||
    fileName.startsWith('_')
  ) {
    throw new Error(
      `preview: ${given}: not a post (a post is a .md or .mdx file directly in blog/ or release/)`,
    );
  }
  return {blog: folder, fileName, route: postRoute(postBlogs[folder], fileName)};
}
