// Which files the address forms and redirect pages are: worked out from the routes, with no disk
// access.
import path from 'node:path';

export type SecondName = {file: string; copyOf: string};

export type RedirectFile = {file: string; redirectTo: string};

/**
 * Old addresses (config/redirects.ts): fixed ones, and those worked out from a route. Paths under
 * the base URL.
 */
export type Redirects = {
  redirects: readonly {from: string; to: string}[];
  createRedirects: (route: string) => string[] | undefined;
};

// The routes that are pages of their own: not the home, the 404 page, patterns or files.
const pageRoutes = (routes: readonly string[]) =>
  [...new Set(routes)].filter(
    (r) => r !== '/' && !r.includes('*') && !r.endsWith('.html') && r !== '/404',
  );

/**
 * Every page written as p.html also gets p/index.html: GitHub Pages answers `/p/` and
 * `/p/index.html` only with that file, else with 404.html. The build writes each page as p.html
 * (trailingSlash: false), so without this `/p/` showed the not-found page before the app put the
 * right one in its place (github-pages.spec checks for that flash). The page itself, not a
 * redirect: a server that looks for p/index.html before p.html (`docusaurus serve`) would redirect
 * to itself. A form that already has a file keeps it.
 */
export function secondNames(
  routes: readonly string[],
  exists: (file: string) => boolean,
): SecondName[] {
  return pageRoutes(routes)
    .map((route) => ({
      file: path.posix.join(route.slice(1), 'index.html'),
      copyOf: `${route.slice(1)}.html`,
    }))
    .filter((form) => exists(form.copyOf) && !exists(form.file))
    .sort((a, b) => a.file.localeCompare(b.file));
}

/**
 * The redirect page of every old address, as from.html (`/from`, `/from.html`) and from/index.html
 * (`/from/`). A target that is no route, or one file leading to two places, is an error; a file the
 * build already has is kept.
 */
export function redirectFiles(
  routes: readonly string[],
  exists: (file: string) => boolean,
  redirects: Redirects,
): RedirectFile[] {
  const known = new Set(routes);
  const out = new Map<string, RedirectFile>();
  const add = (from: string, to: string) => {
    if (!known.has(to)) {
      throw new Error(
        `address-forms: the old address ${from} leads to ${to}, which is no page of the build (config/redirects.ts)`,
      );
    }
    const files = from.endsWith('.html')
      ? [from.slice(1)]
      : [`${from.slice(1)}.html`, path.posix.join(from.slice(1), 'index.html')];
    for (const file of files) {
      if (exists(file)) continue;
      const earlier = out.get(file);
      if (earlier && earlier.redirectTo !== to) {
        throw new Error(
          `address-forms: ${file} would redirect both to ${earlier.redirectTo} and to ${to}`,
        );
      }
      out.set(file, {file, redirectTo: to});
    }
  };
  for (const route of pageRoutes(routes)) {
    for (const from of redirects.createRedirects(route) ?? []) add(from, route);
  }
  for (const {from, to} of redirects.redirects) add(from, to);
  return [...out.values()].sort((a, b) => a.file.localeCompare(b.file));
}
