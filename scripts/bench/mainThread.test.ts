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
const mainThread = {name: 'thread_name', ph: 'M', ...main, ts: 0, args: {name: 'CrRendererMain'}};
const fcp = {name: 'firstContentfulPaint', ph: 'R', ...main, ts: 100_000};

test("script time is the CPU time of the main thread's outermost script events", () => {
  const events = [
    mainThread,
    fcp,
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
  assert.equal(mainThreadFigures(events).script, 60 + 10 + 25);
  assert.throws(() => mainThreadFigures(events.slice(1)), /no renderer main thread/);
});

test('reads the renderer that painted, not the first one named', () => {
  const other = {pid: 2, tid: 7};
  const events = [
    {...mainThread, ...other},
    mainThread,
    fcp,
    task('EvaluateScript', 1, 150, 60, other),
    task('EvaluateScript', 1, 150, 30),
  ];
  assert.equal(mainThreadFigures(events).script, 30);
});

// Later than the first contentful paint, as in TBT.
test("counts as blocking each later task's CPU time ×4 beyond 50 ms", () => {
  const events = [
    mainThread,
    // Before the first contentful paint, as in TBT: not counted.
    task('RunTask', 10, 30, 20),
    fcp,
    // 4 × 80 − 50, then 4 × 30 − 50; 4 × 10 is under 50. The clock's 900 ms is not the CPU's.
    task('RunTask', 200, 900, 80),
    task('RunTask', 1200, 40, 30),
    task('RunTask', 1300, 10, 10),
  ];
  assert.equal(mainThreadFigures(events).blocking, 270 + 70);
  assert.throws(() => mainThreadFigures(events.filter((e) => e !== fcp)), /no first contentful/);
});
