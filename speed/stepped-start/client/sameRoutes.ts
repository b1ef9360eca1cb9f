// The stepped-start piece: whether the page may hydrate its server HTML or must render afresh.
import type {RouteConfig} from 'react-router-config';
import {matchRoutes} from '../../fast-route-matching/client';

/** The routes the app renders at a path, outermost first. */
function routesAt(routes: readonly RouteConfig[], pathname: string): RouteConfig[] {
  return matchRoutes(routes as RouteConfig[], pathname).map(({route}) => route);
}

/**
 * Whether the app renders the same routes at `here` as at `renderedAt`, where the page's HTML was
 * rendered: only then can it hydrate. GitHub Pages serves 404.html for /community/index.html, which
 * the app shows as the community page; hydrating that fails (React error 418), so the app renders
 * afresh.
 */
export function rendersSameRoutes(
  routes: readonly RouteConfig[],
  renderedAt: string,
  here: string,
): boolean {
  const before = routesAt(routes, renderedAt);
  const after = routesAt(routes, here);
  return before.length === after.length && before.every((route, i) => route === after[i]);
}
