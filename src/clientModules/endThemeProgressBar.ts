import nprogress from 'nprogress';
import {FINISH_ROUTE_PROGRESS} from '../lib/routeProgressEvents';

// The crash screens end the theme's route progress bar (pinned in speed/upstream.ts; `nprogress` is the theme's copy).
// A crash within the theme's 200 ms delay comes before the bar starts: it is ended once more just after that delay.
const THEME_DELAY_MS = 200;

if (typeof window !== 'undefined')
  window.addEventListener(FINISH_ROUTE_PROGRESS, () => {
    nprogress.done();
    window.setTimeout(() => nprogress.done(), THEME_DELAY_MS + 50);
  });
