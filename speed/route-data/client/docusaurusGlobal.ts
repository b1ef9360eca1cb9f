// window.docusaurus in production builds, in place of core's client/docusaurus.js,
// which reads what main.js no longer carries. Links prefetch in view, preload on hover.
import {answers, routes, wholeRouteTree} from './routeTree';
import preloadRoute from '@docusaurus/core/lib/client/preload.js';
import {matchRoutes} from '../../fast-route-matching/client/matchRoutes';
import type {RouteComponent} from './RouteComponent';

// A slow or metered connection gets neither: the visitor pays for every byte.
const sparing = () => {
  const {connection} = navigator as {connection?: {effectiveType?: string; saveData?: boolean}};
  return Boolean(connection && (connection.effectiveType?.includes('2g') || connection.saveData));
};

const prefetched = new Set<string>();
const preloaded = new Set<string>();

function prefetch(path: string): false | Promise<void[]> {
  if (sparing() || prefetched.has(path) || preloaded.has(path)) return false;
  prefetched.add(path);
  const matched = answers(path) ? Promise.resolve() : wholeRouteTree();
  const fetches = matched.then(() =>
    Promise.all(
      matchRoutes(routes, path).map(({route}) =>
        (route.component as Partial<RouteComponent>).prefetch?.(),
      ),
    ),
  );
  // A prefetch is a hint: when it fails (offline, say), the page loads on the click instead.
  return fetches.catch(() => {
    prefetched.delete(path);
    return [];
  }) as Promise<void[]>;
}

function preload(path: string): false | Promise<void[]> {
  if (sparing() || preloaded.has(path)) return false;
  preloaded.add(path);
  return preloadRoute(path);
}

export default Object.freeze({prefetch, preload});
