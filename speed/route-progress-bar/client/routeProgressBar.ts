import type {ClientModule} from '@docusaurus/types';
import './routeProgressBar.css';
import {FINISH_ROUTE_PROGRESS} from '../../../src/lib/routeProgressEvents';

/**
 * The thin bar across the top of the window while a page change takes more
 * than 200 ms (its code still loading, say). It stands in for the classic
 * theme's client module (speed/route-progress-bar swaps it in), which
 * brought the nprogress library, ~1.5 KB compressed in every page's main.js,
 * for this one bar. The bar creeps towards the end while it waits, fills on
 * arrival, then fades.
 */

const DELAY_MS = 200;
const STEP_MS = 300;

let shown: {element: HTMLElement; fill: HTMLElement; timer: number; progress: number} | undefined;
// The bar due to show once the page change has taken DELAY_MS.
let pending: number | undefined;

function cancelPending(): void {
  window.clearTimeout(pending);
  pending = undefined;
}

function show(progress: number): void {
  shown!.progress = progress;
  shown!.fill.style.transform = `translateX(${(progress - 1) * 100}%)`;
}

function start(): void {
  finish();
  const element = document.createElement('div');
  element.id = 'route-progress';
  element.setAttribute('aria-hidden', 'true');
  const fill = document.createElement('div');
  element.appendChild(fill);
  document.body.appendChild(element);
  // Each step covers a tenth of what is left, so the bar never reaches the end by itself.
  shown = {element, fill, progress: 0, timer: window.setInterval(() => show(shown!.progress + (0.95 - shown!.progress) / 10), STEP_MS)};
  show(0.1);
}

function finish(): void {
  if (!shown) return;
  const {element, timer} = shown;
  window.clearInterval(timer);
  show(1);
  shown = undefined;
  element.classList.add('done');
  window.setTimeout(() => element.remove(), 400);
}

// The crash screens end the bar: a route that crashes never reports that it
// showed. A crash within the first 200 ms (the page's code already at hand)
// comes before the bar: it is called off too, or it would show after the
// crash and creep on for good.
if (typeof window !== 'undefined')
  window.addEventListener(FINISH_ROUTE_PROGRESS, () => {
    cancelPending();
    finish();
  });

const clientModule: ClientModule = {
  onRouteUpdate({location, previousLocation}) {
    if (!previousLocation || location.pathname === previousLocation.pathname) return undefined;
    cancelPending();
    const wait = window.setTimeout(() => {
      pending = undefined;
      start();
    }, DELAY_MS);
    pending = wait;
    return () => {
      if (pending === wait) cancelPending();
    };
  },
  onRouteDidUpdate() {
    cancelPending();
    finish();
  },
};

export default clientModule;
