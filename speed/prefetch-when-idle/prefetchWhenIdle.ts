import type {ClientModule} from '@docusaurus/types';

/**
 * Docusaurus prefetches a page's code as soon as a link to it scrolls into
 * view. A post with a sidebar of recent posts shows dozens of links at once,
 * and the first prefetch also fetches and parses the route table
 * (speed/route-data); run together, right after hydration, they made one
 * long task (~100 ms on this project's 2-core machine, when each prefetch
 * still scanned the whole table). Here the same prefetches wait in a queue
 * and run one per idle period, so none of them holds up a tap. Hover preloads
 * (`preload`) are left immediate.
 */
type Docusaurus = Window['docusaurus'];

const queue: string[] = [];
let draining = false;

const whenIdle = (run: () => void) =>
  typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(run, {timeout: 3000}) : window.setTimeout(run, 50);

function drain(prefetch: Docusaurus['prefetch']) {
  const path = queue.shift();
  if (path === undefined) {
    draining = false;
    return;
  }
  // The next one waits for this one to finish: the first waits for the route
  // table, and those queued behind it would otherwise all finish in one task.
  void Promise.resolve(prefetch(path))
    .catch(() => undefined)
    .then(() => whenIdle(() => drain(prefetch)));
}

const wrapped = new WeakSet<object>();

function prefetchWhenIdle(original: Docusaurus): Docusaurus {
  const queued: Docusaurus = Object.freeze({
    ...original,
    prefetch(path: string) {
      queue.push(path);
      if (!draining) {
        draining = true;
        whenIdle(() => drain(original.prefetch));
      }
      // Link ignores the result; the promise of a later prefetch is not kept.
      return Promise.resolve([]);
    },
  });
  wrapped.add(queued);
  return queued;
}

const clientModule: ClientModule = {
  // First called while the page hydrates, after Docusaurus has set window.docusaurus.
  onRouteDidUpdate() {
    if (window.docusaurus && !wrapped.has(window.docusaurus)) window.docusaurus = prefetchWhenIdle(window.docusaurus);
  },
};

export default clientModule;
