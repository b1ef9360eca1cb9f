/**
 * Heard by src/clientModules/endThemeProgressBar.ts, so the crash screens need not know how the bar
 * is made.
 */
export const FINISH_ROUTE_PROGRESS = 'site:finish-route-progress';

export function finishRouteProgress(): void {
  window.dispatchEvent(new Event(FINISH_ROUTE_PROGRESS));
}
