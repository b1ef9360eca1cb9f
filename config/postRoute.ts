/**
 * The route Docusaurus gives a post file `YYYY-MM-DD-slug.md(x)` under a blog's base:
 * `/base/YYYY/MM/DD/slug`.
 */
export function postRoute(base: string, fileName: string): string {
  return `${base}/${fileName.slice(0, 10).replaceAll('-', '/')}/${fileName.slice(11).replace(/\.mdx?$/, '')}`;
}
