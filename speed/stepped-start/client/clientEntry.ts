// The browser's start-up in production builds (speed/stepped-start makes
// it the client entry in place of Docusaurus's client/clientEntry.js). Same
// work as there: set window.docusaurus, load the routes of the page, then
// hydrate it in a transition. Docusaurus's does it all in the task that runs
// main.js: compiling it, running React DOM, the theme's modules and the
// page's own, 30-60 ms on this project's machine and four times that on a
// phone, with the page unable to answer a tap. Here each part has a task of
// its own.
//
// Eager imports stay in main.js; a module runs when its import is first
// reached, and only once. Their order in this file (not the order they run
// in) sets the order of the modules' CSS in the stylesheet, so ./app comes
// first, as App did in Docusaurus's entry: its client modules declare the
// CSS cascade layers before any layered rule (tests/e2e/css-order.spec.ts).
import {startTransition} from 'react';
import {nextTask} from '../../route-data/client/nextTask';
import {prerenderedPath} from '../../route-data/client/routeSource';
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
  // The routes App will render: /community.html and /community/index.html
  // are /community to it. Docusaurus's entry preloads the address as it is,
  // so the page it then renders is not loaded yet and shows the loader.
  const here = normalizeLocation({pathname: window.location.pathname, search: '', hash: '', state: undefined}).pathname;
  await preload(here);
  const container = document.getElementById('__docusaurus');
  if (!container) throw new Error('This page has no <div id="__docusaurus"> to hydrate');
  const hydrate = rendersSameRoutes(routes, prerenderedPath(), here);
  startTransition(() => {
    if (hydrate) {
      window.docusaurusRoot = hydrateRoot(container, app(), {onRecoverableError});
    } else {
      // The HTML is another route's (404.html at a real page's address): it
      // stays on screen until the app's first render replaces it.
      window.docusaurusRoot = createRoot(container, {onRecoverableError});
      window.docusaurusRoot.render(app());
    }
  });
}

void start();
