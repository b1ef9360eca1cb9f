import type {RouteConfig} from 'react-router-config';
import {matchRoutes} from '../../fast-route-matching/client';

/** The routes the app renders at a path, outermost first. */
function routesAt(routes: readonly RouteConfig[], pathname: string): RouteConfig[] {
  return matchRoutes(routes as RouteConfig[], pathname).map(({route}) => route);
}

/**
 * Whether the app renders the same routes at `here` as at `renderedAt`, the
 * path the page's HTML was rendered for. Only then can it hydrate that HTML.
 * A host may serve a page at an address of another route: GitHub Pages sends
 * 404.html (rendered at /404) for /community/ or /community/index.html, which
 * the app shows as the community page. Hydrating there fails with a mismatch
 * (React error 418) and a console error, so the app renders afresh instead.
 */
export function rendersSameRoutes(routes: readonly RouteConfig[], renderedAt: string, here: string): boolean {
  const before = routesAt(routes, renderedAt);
  const after = routesAt(routes, here);
  return before.length === after.length && before.every((route, i) => route === after[i]);
}
