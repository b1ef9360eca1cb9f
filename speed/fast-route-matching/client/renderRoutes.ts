// The fast-route-matching piece's renderRoutes: the route found by matchRoute, not by a <Switch>.
import {createElement, memo, type ComponentType, type ReactElement, type ReactNode} from 'react';
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

function sameMatch(a: Match, b: Match): boolean {
  const params = Object.keys({...a.params, ...b.params}) as (keyof Match['params'])[];
  return (
    a.url === b.url &&
    a.path === b.path &&
    a.isExact === b.isExact &&
    params.every((key) => a.params[key] === b.params[key])
  );
}

/**
 * Whether a route's component, given these props again, has nothing new to render: the same
 * component, route, extra props and match. Its `location` is left out: a tab's query or a hash
 * added to the address gave every route of the page a new one, and the whole page (every code
 * block of /docs/installation) rendered again in the click's task; the components that read the
 * address do it with useLocation, which still updates them.
 */
export function sameRouteProps(a: Extra, b: Extra): boolean {
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => {
      if (key === 'location') return true;
      if (key === 'match') return sameMatch(a.match as Match, b.match as Match);
      return Object.is(a[key], b[key]);
    })
  );
}

const RouteComponent = memo(function RouteComponent({
  component,
  ...props
}: Extra & {component: ComponentType<Extra>}): ReactNode {
  return createElement(component, props);
}, sameRouteProps);

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
          : createElement(RouteComponent, {
              ...props,
              ...extraProps,
              route,
              component: route.component as ComponentType<Extra>,
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
