import path from 'node:path';

/**
 * A file to add to the build: a second name for a page the build wrote
 * (`copyOf`), or a redirect page sending the visitor to `redirectTo`.
 */
export type FormFile = {file: string} & ({copyOf: string} | {redirectTo: string});

/**
 * GitHub Pages answers `/p` with p.html, `/p.html` with itself, and `/p/` or
 * `/p/index.html` with p/index.html, else with 404.html and status 404. The
 * build writes each page as p.html (trailingSlash: false), so without more
 * `/p/` and `/p/index.html` showed the not-found page before the app put the
 * right one in its place. And an old address ending in `.html` whose path
 * changed (`/releases/…`, `/new/…`, `/talks/…`) had no file at all.
 *
 * What the build gets, from its routes and the files it wrote:
 * - p/index.html, the page itself, for every route written as p.html that has
 *   none. The page, not a redirect: a server that looks for p/index.html
 *   before p.html (`docusaurus serve` does) would send a redirect to itself.
 * - from.html, a redirect page to the route, for every old address `from` of
 *   config/redirects.ts.
 * A form that already has a file keeps it: nothing the build wrote is replaced.
 */
export function formFiles(opts: {
  routes: string[];
  /** Whether the build has this file (a path relative to the build folder). */
  exists: (file: string) => boolean;
  /** The old addresses that lead to a route (config/redirects.ts). */
  oldAddresses: (route: string) => string[];
  /** Old addresses that are not worked out from a route. */
  fixed: {from: string; to: string}[];
}): FormFile[] {
  const out = new Map<string, FormFile>();
  const add = (form: FormFile) => {
    if (opts.exists(form.file)) return;
    const earlier = out.get(form.file);
    if (earlier && JSON.stringify(earlier) !== JSON.stringify(form)) {
      throw new Error(`address-forms: ${form.file} would be both ${describe(earlier)} and ${describe(form)}`);
    }
    out.set(form.file, form);
  };
  const routes = [...new Set(opts.routes)].filter((r) => r !== '/' && !r.includes('*') && !r.endsWith('.html') && r !== '/404');
  for (const route of routes) {
    const page = `${route.slice(1)}.html`;
    if (opts.exists(page)) add({file: path.posix.join(route.slice(1), 'index.html'), copyOf: page});
    for (const from of opts.oldAddresses(route)) add({file: `${from.slice(1)}.html`, redirectTo: route});
  }
  for (const {from, to} of opts.fixed) add({file: `${from.slice(1)}.html`, redirectTo: to});
  return [...out.values()].sort((a, b) => a.file.localeCompare(b.file));
}

const describe = (form: FormFile) => ('copyOf' in form ? `a copy of ${form.copyOf}` : `a redirect to ${form.redirectTo}`);
