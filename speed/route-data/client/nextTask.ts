type Scheduler = {yield?: () => Promise<void>};

/** Resolves in a task of its own: `scheduler.yield()` where there is one, else a message (not slowed in a background tab as a timer is). */
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
