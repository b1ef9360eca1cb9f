// npm run bench:script-time -- [--runs N] [--page /path …] buildDir buildDir … (maintaining/performance.md):
// median main-thread script and blocking time of first visits (mainThread.ts), the builds visited in turns.
import {parseArgs} from 'node:util';
import {mainThreadOnce, type MainThreadFigures} from './mainThread.ts';
import {benchPages, median, withChromium} from './pages.ts';
import {inTurns} from './inTurns.ts';

const {values: args, positionals: dirs} = parseArgs({
  allowPositionals: true,
  options: {
    runs: {type: 'string', default: '10'},
    page: {type: 'string', multiple: true, default: benchPages('.').map((page) => page.path)},
  },
});
const runs = Number(args.runs);
if (!Number.isInteger(runs) || runs < 1) {
  throw new Error(`--runs takes a number of visits, not "${args.runs}"`);
}
if (dirs.length === 0) {
  throw new Error(
    'name one build folder or more, e.g. build tests/.tmp/bench-pieces-build/compile-hints',
  );
}

const samples = args.page!.map(() => dirs.map((): MainThreadFigures[] => []));
await withChromium((browser) =>
  inTurns(
    dirs,
    args.page!,
    runs,
    (url) => mainThreadOnce(browser, url),
    (p, b, figures) => samples[p]![b]!.push(figures),
  ),
);
for (const [p, page] of args.page!.entries()) {
  for (const [b, dir] of dirs.entries()) {
    const script = samples[p]![b]!.map((s) => s.script);
    const blocking = samples[p]![b]!.map((s) => s.blocking);
    console.log(
      `${page.padEnd(20)} ${dir.padEnd(40)} script ms: median ${median(script)} (min ${Math.min(...script)}, max ${Math.max(...script)}), ` +
        `blocking ms: median ${median(blocking)}, ${script.length} visits`,
    );
  }
}
