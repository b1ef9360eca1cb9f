// The prefetch-when-idle piece: a client module that queues link prefetches for idle time.
import type {ClientModule} from '@docusaurus/types';

// The prefetches of links scrolling into view (dozens at once beside a post, the first one
// fetching the route table) wait in a queue, one per idle period; hover preloads stay immediate.
// Docusaurus's Link prefetches as soon as a link is in view: run together right after hydration,
// they made one long task (~100 ms on this project's 2-core machine when it was written), which
// held up a tap.
type Docusaurus = Window['docusaurus'];

const queue: string[] = [];
let draining = false;

// Safari ships no requestIdleCallback (MDN's compatibility table): a short timer stands in there.
// The 3 s timeout bounds the wait on a page that is never idle, so its prefetches still come.
const whenIdle = (run: () => void) =>
  typeof window.requestIdleCallback === 'function'
    ? window.requestIdleCallback(run, {timeout: 3000})
    : window.setTimeout(run, 50);

function drain(prefetch: Docusaurus['prefetch']) {
  const path = queue.shift();
  if (path === undefined) {
    draining = false;
    return;
  }
  // The next waits for this one: those behind the first (the route table) would otherwise finish in
  // one task.
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
    if (window.docusaurus && !wrapped.has(window.docusaurus)) {
      window.docusaurus = prefetchWhenIdle(window.docusaurus);
    }
  },
};

export default clientModule;
