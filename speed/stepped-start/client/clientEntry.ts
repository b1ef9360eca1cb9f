// The browser's start-up in production builds: Docusaurus's client entry's work, one task a step.
// Docusaurus's entry does it all in the task that runs main.js (compiling it, running React DOM,
// the theme's modules and the page's own: 30-60 ms on this project's machine when this was written,
// four times that on a phone), with the page unable to answer a tap. Here each part has a task of
// its own and hydration runs in a transition (up to 42 ms less script time a page type:
// speed/README.md). The order of the eager imports here (not the order they run in) sets their
// CSS's order in the stylesheet, so ./app comes first, as App did in Docusaurus's entry
// (tests/e2e/css-order.spec.ts).
import {startTransition} from 'react';
import {nextTask} from '../../route-data/client/nextTask';
import {pageRouteData} from '../../route-data/client/routeSource';
import {rendersSameRoutes} from './sameRoutes';

const loadApp = () => import(/* webpackMode: "eager" */ './app');
const loadReactDom = () => import(/* webpackMode: "eager" */ 'react-dom/client');
const loadAppBase = () => import(/* webpackMode: "eager" */ './appBase');
const loadLayout = () => import(/* webpackMode: "eager" */ '@theme/Layout');

function onRecoverableError(error: unknown, errorInfo: unknown): void {
  console.error('Docusaurus React Root onRecoverableError:', error, errorInfo);
}

async function start(): Promise<void> {
  await nextTask();
  const {hydrateRoot, createRoot} = await loadReactDom();
  await nextTask();
  await loadAppBase();
  await nextTask();
  await loadLayout();
  await nextTask();
  const {app, docusaurus, preload, normalizeLocation, routes} = await loadApp();
  window.docusaurus = docusaurus;
  await nextTask();
  // Preloaded as App will render it (/community/index.html is /community), not as the address is.
  const here = normalizeLocation({
    pathname: window.location.pathname,
    search: '',
    hash: '',
    state: undefined,
  }).pathname;
  await preload(here);
  const container = document.getElementById('__docusaurus');
  if (!container) throw new Error('This page has no <div id="__docusaurus"> to hydrate');
  const hydrate = rendersSameRoutes(routes, pageRouteData().path, here);
  startTransition(() => {
    if (hydrate) {
      window.docusaurusRoot = hydrateRoot(container, app(), {onRecoverableError});
    } else {
      // Another route's HTML (404.html at a real page's address) stays until the first render.
      window.docusaurusRoot = createRoot(container, {onRecoverableError});
      window.docusaurusRoot.render(app());
    }
  });
}

void start();
