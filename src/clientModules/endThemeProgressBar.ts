// A client module that ends the theme's route progress bar when a crash screen asks it to.
import nprogress from 'nprogress';
import {FINISH_ROUTE_PROGRESS} from '../lib/routeProgressEvents';

// The theme ends its bar when a route reports that it showed, which a page that crashes outside its
// layout never does: without this the bar would creep on under "This page crashed" and after "Try
// again". What this relies on of the theme (lib/nprogress.js, its 200 ms delay) is pinned in
// speed/upstream.ts; `nprogress` is the theme's own copy (one version in the lock), so done() ends
// the bar the theme started. A crash within that delay comes before the bar starts, and the theme's
// timer cannot be called off from here: the bar is ended once more just after the delay (50 ms of
// margin).
const THEME_DELAY_MS = 200;

if (typeof window !== 'undefined') {
  window.addEventListener(FINISH_ROUTE_PROGRESS, () => {
    nprogress.done();
    window.setTimeout(() => nprogress.done(), THEME_DELAY_MS + 50);
  });
}
