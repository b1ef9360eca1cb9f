/**
 * Ends the route progress bar from anywhere (the crash screens). An event on
 * window rather than a call into speed/route-progress-bar/client/routeProgressBar.ts: that
 * module comes into the bundle through a module replacement, and an import of
 * it by path would be a second copy, with a bar of its own that never shows.
 */
export const FINISH_ROUTE_PROGRESS = 'site:finish-route-progress';

export function finishRouteProgress(): void {
  window.dispatchEvent(new Event(FINISH_ROUTE_PROGRESS));
}
