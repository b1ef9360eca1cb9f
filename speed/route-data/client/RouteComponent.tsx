// The browser's ComponentCreator for the route tree of the route data: it loads a
// route's modules from the page's own data, or from the route table for other pages.
// Each component renders once `preload()` has resolved, as Docusaurus preloads first.
// Docusaurus's own ComponentCreator builds each route's component from the chunk registry and
// routesChunkNames.json, both bundled into main.js: ~23 KB compressed on every page when this was
// written.
import React, {useEffect, useState, type ComponentType, type ReactNode} from 'react';
import type {PluginRouteContext} from '@docusaurus/types';
import {RouteContextProvider} from '@docusaurus/core/lib/client/routeContext.js';
import prefetchUrl from '@docusaurus/core/lib/client/prefetch.js';
import Loading from '@theme/Loading';
import {chunkNamesOf} from './format';
import {assembleRoute, moduleValue, type RouteParts} from './assembleRoute';
import {routeEntry} from './routeSource';
import {chunkScriptUrl, loadChunks, requireLoaded} from './webpackRuntime';
import {nextTask} from './nextTask';
import {usePastDelay} from './usePastDelay';
import {registryChunks} from './registryChunks';

export type RouteComponent = ComponentType<object> & {
  preload: () => Promise<void>;
  /** Fetches the route's scripts at low priority, without running them. */
  prefetch: () => Promise<void>;
};

const notFoundContext: PluginRouteContext = {plugin: {name: 'native', id: 'default'}};

async function loadNotFound(): Promise<RouteParts> {
  const {default: NotFound} = await import('@theme/NotFound');
  return {Component: NotFound as ComponentType<object>, context: notFoundContext, props: {}};
}

async function loadRoute(key: string, path: string): Promise<RouteParts> {
  const {tree, chunks} = await routeEntry(key);
  const names = [...chunkNamesOf(tree)].filter((name) => name in chunks);
  await Promise.all(names.map((name) => loadChunks(chunks[name]!)));
  // Each module's first run in a task of its own: together they could hold up a tap on a phone.
  const values = new Map<string, unknown>();
  for (const name of names) {
    await nextTask();
    values.set(name, moduleValue(requireLoaded(chunks[name]!), path));
  }
  return assembleRoute(tree, values, path);
}

const prefetched = new Set<string>();

/**
 * Scripts the page has not fetched (no resource timing entry); a chunk of CSS only has none, named
 * "<id>.undefined.js".
 */
function wanted(url: string): boolean {
  if (prefetched.has(url) || url.endsWith('.undefined.js')) return false;
  prefetched.add(url);
  return performance.getEntriesByName(new URL(url, location.href).href).length === 0;
}

async function prefetchRoute(key: string): Promise<void> {
  const {tree, chunks} = await routeEntry(key);
  const urls = [...chunkNamesOf(tree)].flatMap((name) =>
    (chunks[name] ?? []).slice(1).map(chunkScriptUrl),
  );
  await Promise.all(urls.filter(wanted).map(prefetchUrl));
}

/**
 * One component per route: the page's branch of the tree and the whole tree (routeTree.ts) share
 * them.
 */
const created = new Map<string, RouteComponent>();

export default function ComponentCreator(path: string, hash?: string): RouteComponent {
  const key = `${path}-${hash}`;
  const known = created.get(key);
  if (known) return known;
  let parts: RouteParts | undefined;
  let loading: Promise<void> | undefined;

  const preload = () =>
    (loading ??= (path === '*' ? loadNotFound() : loadRoute(key, path)).then(
      (loaded) => {
        parts = loaded;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));

  function Route(props: object): ReactNode {
    const [error, setError] = useState<unknown>();
    const [, setLoaded] = useState(false);
    // Nothing for the first 200 ms, as Docusaurus's react-loadable routes do.
    const pastDelay = usePastDelay(!parts && !error);
    // Only when shown before its preload finished; Docusaurus does not do that.
    useEffect(() => {
      if (!parts) preload().then(() => setLoaded(true), setError);
    }, []);
    if (!parts) {
      const retry = () => {
        setError(undefined);
        preload().then(() => setLoaded(true), setError);
      };
      return (
        <Loading
          isLoading={!error}
          pastDelay={pastDelay}
          timedOut={false}
          error={error}
          retry={retry}
        />
      );
    }
    const {Component, context, props: routeProps} = parts;
    return (
      <RouteContextProvider value={context as PluginRouteContext}>
        <Component {...routeProps} {...props} />
      </RouteContextProvider>
    );
  }
  Route.displayName = `Route(${path})`;
  Route.preload = preload;
  Route.prefetch = () => (path === '*' ? Promise.resolve() : prefetchRoute(key));
  created.set(key, Route);
  return Route;
}

// Never called: an import that nothing reads would be dropped by tree shaking, chunks and all.
ComponentCreator.registryChunks = registryChunks;
