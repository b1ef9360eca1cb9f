/**
 * Ends the route progress bar from anywhere (the crash screens): an event on
 * window, which src/clientModules/endThemeProgressBar.ts hears, so that the
 * screens need not know how the bar is made.
 */
export const FINISH_ROUTE_PROGRESS = 'site:finish-route-progress';

export function finishRouteProgress(): void {
  window.dispatchEvent(new Event(FINISH_ROUTE_PROGRESS));
}
