// A promise that resolves in a new task, so long start-up work is split where the browser can act.
type Scheduler = {yield?: () => Promise<void>};

/**
 * Resolves in a task of its own, so the browser can paint and answer input in between.
 * `scheduler.yield()` where there is one (Chromium; it also keeps the rest ahead of other queued
 * work); a message otherwise, which, unlike a timer, is not slowed down in a background tab.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as {scheduler?: Scheduler}).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
