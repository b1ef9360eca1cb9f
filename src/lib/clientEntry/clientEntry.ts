// The browser's start-up in production builds (plugins/stepped-start makes
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
import {nextTask} from '../nextTask';

const loadApp = () => import(/* webpackMode: "eager" */ './app');
const loadReactDom = () => import(/* webpackMode: "eager" */ 'react-dom/client');
const loadAppBase = () => import(/* webpackMode: "eager" */ './appBase');
const loadLayout = () => import(/* webpackMode: "eager" */ '@theme/Layout');

function onRecoverableError(error: unknown, errorInfo: unknown): void {
  console.error('Docusaurus React Root onRecoverableError:', error, errorInfo);
}

async function start(): Promise<void> {
  await nextTask();
  const {hydrateRoot} = await loadReactDom();
  await nextTask();
  await loadAppBase();
  await nextTask();
  await loadLayout();
  await nextTask();
  const {app, docusaurus, preload} = await loadApp();
  window.docusaurus = docusaurus;
  await nextTask();
  await preload(window.location.pathname);
  const container = document.getElementById('__docusaurus');
  if (!container) throw new Error('This page has no <div id="__docusaurus"> to hydrate');
  startTransition(() => {
    window.docusaurusRoot = hydrateRoot(container, app(), {onRecoverableError});
  });
}

void start();
