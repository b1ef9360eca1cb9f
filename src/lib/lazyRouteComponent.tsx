// The component of each route, built on first use instead of at start-up.
// Docusaurus's generated route table calls ComponentCreator for all ~570
// routes as main.js starts, each building a react-loadable component from the
// chunk registry; in a profile that was a sizeable part of the longest task of
// a page load. Only the route being shown (and those prefetched) needs one.
// Used in the browser bundle only (plugins/lazy-route-components).
import React, {type ComponentType} from 'react';
// The module the @docusaurus/ComponentCreator alias points to.
import createRouteComponent from '@docusaurus/core/lib/client/exports/ComponentCreator.js';

type Loadable = ComponentType<object> & {preload: () => Promise<unknown>};

export default function ComponentCreator(path: string, hash?: string): Loadable {
  let built: Loadable | undefined;
  const component = () => (built ??= createRouteComponent(path, hash!) as Loadable);
  function RouteComponent(props: object) {
    return React.createElement(component(), props);
  }
  RouteComponent.preload = () => component().preload();
  return RouteComponent;
}
