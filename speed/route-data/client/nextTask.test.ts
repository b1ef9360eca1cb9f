// Tests of speed/route-data/client/nextTask.ts.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {nextTask} from './nextTask';

test('resolves in a later task, after the microtasks already queued', async () => {
  const order: string[] = [];
  const next = nextTask().then(() => order.push('next task'));
  void Promise.resolve()
    .then(() => order.push('microtask'))
    .then(() => order.push('microtask after it'));
  await next;
  assert.deepEqual(order, ['microtask', 'microtask after it', 'next task']);
});

test('uses scheduler.yield where the browser has it', async (t) => {
  let yields = 0;
  const global = globalThis as {scheduler?: unknown};
  global.scheduler = {
    yield: () => {
      yields++;
      return Promise.resolve();
    },
  };
  t.after(() => delete global.scheduler);
  await nextTask();
  assert.equal(yields, 1);
});
