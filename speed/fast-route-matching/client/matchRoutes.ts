// The fast-route-matching piece's matchRoutes: plain route paths matched by comparing strings.
import {matchPath, Router, type match as Match} from 'react-router';
import type {MatchedRoute, RouteConfig} from 'react-router-config';

// react-router-config's matchRoutes builds a regular expression for each route
// path it tries: hundreds in the start-up task here. A plain path gets the same
// answer by comparing strings; matchRoutes.test.ts holds the two to the same results.

const PATTERN = /[:*()\\?+[\]{}]/;
const ASCII = /^[\x20-\x7e]*$/;

/** A path with none of path-to-regexp 1.x's syntax, in ASCII: plain text. */
export const isPlainPath = (path: string) => !PATTERN.test(path) && ASCII.test(path);

type PlainRoute = RouteConfig & {path: string};

function isPlain(route: RouteConfig): route is PlainRoute {
  return typeof route.path === 'string' && !route.strict && isPlainPath(route.path);
}

/**
 * path-to-regexp's answer for a plain path, without building the expression (end = exact, strict
 * off).
 */
function matchPlainPath(pathname: string, route: PlainRoute): Match | null {
  const {exact = false, sensitive = false} = route;
  const path = route.path as string;
  // Not strict: a trailing slash on the route is optional, and one after the URL is allowed.
  const base = path.endsWith('/') ? path.slice(0, -1) : path;
  const fold = (s: string) => (sensitive ? s : s.toLowerCase());
  const url = fold(pathname);
  const want = fold(base);
  let matched: string;
  if (url === want || url === `${want}/`) matched = pathname;
  else if (!exact && url.startsWith(want) && url[want.length] === '/') {
    matched = pathname.slice(0, want.length);
  } else return null;
  return {
    path,
    url: path === '/' && matched === '' ? '/' : matched,
    isExact: pathname === matched,
    params: {},
  };
}

/** matchPath's answer for one route, by comparing strings when the route path is plain. */
export function matchRoute(pathname: string, route: RouteConfig): Match | null {
  return isPlain(route) && ASCII.test(pathname)
    ? matchPlainPath(pathname, route)
    : matchPath(pathname, route);
}

/** Same contract as react-router-config's matchRoutes. */
export function matchRoutes<Params extends {[K in keyof Params]?: string}>(
  routes: RouteConfig[],
  pathname: string,
  branch: MatchedRoute<Params>[] = [],
): MatchedRoute<Params>[] {
  routes.some((route) => {
    // As react-router-config: a route without a path takes its parent's match, or the root's.
    let found: Match | null;
    if (route.path) found = matchRoute(pathname, route);
    else if (branch.length) found = branch[branch.length - 1]!.match;
    else {
      found = (Router as unknown as {computeRootMatch: (p: string) => Match}).computeRootMatch(
        pathname,
      );
    }
    if (found) {
      branch.push({route, match: found as Match<Params>});
      if (route.routes) matchRoutes(route.routes, pathname, branch);
    }
    return found;
  });
  return branch;
}
