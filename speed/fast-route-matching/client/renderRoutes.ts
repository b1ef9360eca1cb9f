// The fast-route-matching piece's renderRoutes: the route found by matchRoute, not by a <Switch>.
import {createElement, type ComponentType, type ReactElement, type ReactNode} from 'react';
import {
  Route,
  useLocation,
  useRouteMatch,
  type match as Match,
  type RouteComponentProps,
  type RouteProps,
} from 'react-router';
import type {RouteConfig} from 'react-router-config';
import type {Location} from 'history';
import {matchRoute} from './matchRoutes';

// react-router-config's renderRoutes, with the route found by matchRoute instead of a <Switch>,
// which builds a regular expression for every route path before the one that matches.
// renderRoutes.test.ts holds the two to the same output.

type Extra = Record<string, unknown>;
// <Route> takes the match <Switch> found as `computedMatch`, a prop its types leave out.
const RouteWithMatch = Route as ComponentType<RouteProps & {computedMatch: Match}>;
type SwitchProps = {location?: Location};

function RouteSwitch({
  routes,
  extraProps,
  location: given,
}: {
  routes: RouteConfig[];
  extraProps: Extra;
  location?: Location;
}): ReactNode {
  const current = useLocation();
  const parent = useRouteMatch();
  const location = given ?? current;
  for (const [index, route] of routes.entries()) {
    // As in <Switch>, a route without a path takes its parent's match.
    const found = route.path ? matchRoute(location.pathname, route) : parent;
    if (!found) continue;
    return createElement(RouteWithMatch, {
      key: route.key ?? index,
      path: route.path,
      exact: route.exact,
      strict: route.strict,
      location,
      computedMatch: found as Match,
      render: (props: RouteComponentProps) =>
        route.render
          ? route.render({...props, ...extraProps, route})
          : createElement(route.component as ComponentType<Extra>, {
              ...props,
              ...extraProps,
              route,
            }),
    });
  }
  return null;
}

/** Same contract as react-router-config's renderRoutes. */
export function renderRoutes(
  routes: RouteConfig[] | undefined,
  extraProps: Extra = {},
  switchProps: SwitchProps = {},
): ReactElement | null {
  return routes
    ? createElement(RouteSwitch, {routes, extraProps, location: switchProps.location})
    : null;
}
