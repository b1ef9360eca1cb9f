// Tests of the main-thread figures read from a trace.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mainThreadFigures} from './mainThread';

const main = {pid: 1, tid: 7};
const task = (name: string, ts: number, dur: number, tdur: number, on = main) => ({
  name,
  ph: 'X',
  ...on,
  ts: ts * 1000,
  dur: dur * 1000,
  tdur: tdur * 1000,
});

test("script time is the main thread's CPU time in its outermost script events; blocking, each task's CPU time beyond 50 ms", () => {
  const events = [
    {name: 'thread_name', ph: 'M', ...main, ts: 0, args: {name: 'CrRendererMain'}},
    task('RunTask', 0, 200, 80),
    task('EvaluateScript', 1, 150, 60),
    // Inside the script above: counted with it, not again.
    task('FunctionCall', 10, 100, 40),
    task('RunMicrotasks', 160, 20, 10),
    task('RunTask', 300, 40, 30),
    task('FunctionCall', 300, 30, 25),
    // Style and layout are no script; another thread is not the main one.
    task('Layout', 310, 5, 5),
    task('FunctionCall', 0, 500, 500, {pid: 1, tid: 9}),
  ];
  assert.deepEqual(mainThreadFigures(events), {script: 60 + 10 + 25, blocking: 80 - 50});
  assert.throws(() => mainThreadFigures(events.slice(1)), /no renderer main thread/);
});
