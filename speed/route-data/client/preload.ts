// Core's client/preload.js for production builds, run on the whole route tree
// once the page's own branch no longer answers (routeTree.ts).
import type {RouteConfig} from 'react-router-config';
import {answers, routes, wholeRouteTree} from './routeTree';
import {matchRoutes} from '../../fast-route-matching/client/matchRoutes';

type Preloadable = {preload?: () => Promise<void>};

function preloadAt(paths: readonly string[]): Promise<unknown[]> {
  const matched = paths.flatMap((path) => matchRoutes(routes as RouteConfig[], path));
  return Promise.all(
    matched.map(({route}) => (route.component as Preloadable | undefined)?.preload?.()),
  );
}

export default function preload(pathname: string): Promise<unknown[]> {
  // Both spellings, as Docusaurus's does; a malformed address throws here as there.
  const paths = [...new Set([pathname, decodeURI(pathname)])];
  return paths.every(answers) ? preloadAt(paths) : wholeRouteTree().then(() => preloadAt(paths));
}
