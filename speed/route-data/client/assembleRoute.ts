// A route's chunk names and their modules into what it renders, as Docusaurus's ComponentCreator
// does.
import type {ComponentType} from 'react';
import type {ChunkNameTree} from './format';

export type RouteParts = {
  Component: ComponentType<object>;
  context: unknown;
  props: Record<string, unknown>;
};

/**
 * The value a module stands for in the props: its default export, carrying
 * its other exports (an MDX page's `frontMatter`, `metadata`, `toc`…) as
 * properties. JSON modules have no `__esModule` mark; the whole value is the
 * default, as `import()` would give it.
 */
export function moduleValue(exports: unknown, routePath: string): unknown {
  const namespace = (exports as {__esModule?: boolean} | null)?.__esModule
    ? (exports as Record<string, unknown>)
    : {default: exports};
  const value = namespace.default;
  if (!value) {
    throw new Error(
      `A module of the route ${routePath} has no default export, so the page has nothing to render.`,
    );
  }
  if (typeof value === 'object' || typeof value === 'function') {
    for (const key of Object.keys(namespace)) {
      if (key !== 'default') (value as Record<string, unknown>)[key] = namespace[key];
    }
  }
  return value;
}

/**
 * A copy of the tree with each loaded chunk name replaced by its value; names not loaded stay as
 * they are.
 */
function fill(tree: ChunkNameTree, values: ReadonlyMap<string, unknown>): unknown {
  if (typeof tree === 'string') return values.has(tree) ? values.get(tree) : tree;
  if (Array.isArray(tree)) return tree.map((t) => fill(t, values));
  return Object.fromEntries(Object.entries(tree).map(([key, t]) => [key, fill(t, values)]));
}

export function assembleRoute(
  tree: ChunkNameTree,
  values: ReadonlyMap<string, unknown>,
  routePath: string,
): RouteParts {
  const filled = fill(tree, values);
  if (!filled || typeof filled !== 'object' || Array.isArray(filled)) {
    throw new Error(`The route data of ${routePath} is not an object of chunk names.`);
  }
  const {
    __comp: Component,
    __context: context,
    __props: routeProps,
    ...rest
  } = filled as Record<string, unknown>;
  if (typeof Component !== 'function' && (typeof Component !== 'object' || Component === null)) {
    throw new Error(`The route data of ${routePath} has no component (__comp).`);
  }
  return {
    Component: Component as ComponentType<object>,
    context,
    props: {...rest, ...(routeProps as Record<string, unknown> | undefined)},
  };
}
