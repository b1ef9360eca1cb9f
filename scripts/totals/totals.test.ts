// Tests of scripts/totals: the counts of each suite and the failures it names.
import test from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {closingLine, countExit, countPlaywright, countTap, sum} from './totals';
import {scratchDir} from '../../tests/fixtures/scratchDir';

const tap = (tests: number, pass: number, fail: number) =>
  `TAP version 13\n${fail ? 'not ok 1 - config/x.test.ts\n' : ''}1..${tests}\n# tests ${tests}\n# pass ${pass}\n# fail ${fail}\n# skipped 0\n# todo 0\n`;

test('counts unit tests, a failed, missing or unfinished run as a failure', () => {
  assert.deepEqual(countTap('unit', tap(3, 3, 0)), {
    passed: 3,
    failed: 0,
    skipped: 0,
    problems: [],
    flaky: [],
  });
  assert.deepEqual(countTap('unit', tap(3, 2, 1)).problems, ['unit: failed: config/x.test.ts']);
  assert.deepEqual(countTap('unit', undefined), {
    passed: 0,
    failed: 1,
    skipped: 0,
    problems: ['unit: no report, so the suite did not run'],
    flaky: [],
  });
  assert.deepEqual(countTap('unit', tap(0, 0, 0)).problems, ['unit: ran no test']);
  assert.equal(countTap('unit', 'TAP version 13\nok 1 - a\n').failed, 1);
});

test('fails a Playwright run with no report, a broken one, or an idle project', () => {
  const report = {
    config: {projects: [{name: 'chromium'}, {name: 'speed-off'}]},
    suites: [
      {
        title: 'a.spec.ts',
        specs: [{title: 'home', tests: [{projectName: 'chromium', status: 'expected'}]}],
        suites: [
          {
            title: 'group',
            specs: [{title: 'post', tests: [{projectName: 'chromium', status: 'unexpected'}]}],
          },
        ],
      },
    ],
    errors: [],
  };
  const counts = countPlaywright('browser tests', JSON.stringify(report));
  assert.deepEqual(counts, {
    passed: 1,
    failed: 2,
    skipped: 0,
    problems: [
      'browser tests: failed: [chromium] a.spec.ts › post',
      'browser tests: project speed-off ran no test',
    ],
    flaky: [],
  });
  assert.equal(
    countPlaywright('container tests', undefined).problems[0],
    'container tests: no report, so the suite did not run',
  );
  assert.equal(countPlaywright('x', '{"stats"').failed, 1);
  assert.deepEqual(countPlaywright('x', JSON.stringify({suites: [], errors: []})).problems, [
    'x: ran no test',
  ]);
  assert.equal(closingLine(sum([counts, countTap('unit', tap(4, 4, 0))])), '5 passed, 2 failed');
});

// The real thing: Playwright's own report of a run where one spec file cannot load.
test('fails a spec file that cannot load, by file', (t) => {
  const dir = scratchDir(t, 'totals-');
  fs.writeFileSync(
    path.join(dir, 'good.spec.mjs'),
    "import {test, expect} from '@playwright/test';\ntest('adds', () => expect(1 + 1).toBe(2));\n",
  );
  fs.writeFileSync(
    path.join(dir, 'broken.spec.mjs'),
    "import fs from 'node:fs';\nfs.readFileSync('/nonexistent/catalogue.json');\n",
  );
  const report = path.join(dir, 'report.json');
  fs.writeFileSync(
    path.join(dir, 'playwright.config.mjs'),
    `export default {testDir: ${JSON.stringify(dir)}, reporter: [['json', {outputFile: ${JSON.stringify(report)}}]]};\n`,
  );
  // Playwright exits non-zero for the file it could not load; the report is what is read.
  spawnSync(
    path.resolve('node_modules/.bin/playwright'),
    ['test', '-c', path.join(dir, 'playwright.config.mjs')],
    {stdio: 'pipe', cwd: path.resolve('.')},
  );
  const counts = countPlaywright('browser tests', fs.readFileSync(report, 'utf8'));
  assert.ok(
    counts.failed >= 1,
    `a spec that cannot load must fail the run: ${JSON.stringify(counts)}`,
  );
  assert.ok(
    counts.problems.some((p) => /broken\.spec\.mjs/.test(p) && /ENOENT/.test(p)),
    counts.problems.join('\n'),
  );
});

const exits: {name: string; status: string; counts: ReturnType<typeof countExit>}[] = [
  {
    name: 'a bench that exits 0 is one passed suite',
    status: '0',
    counts: {passed: 1, failed: 0, skipped: 0, problems: [], flaky: []},
  },
  {
    name: 'a bench that exits 1 is one failed suite, by name',
    status: '1',
    counts: {
      passed: 0,
      failed: 1,
      skipped: 0,
      problems: ['bench:scale: exited with status 1 (its output is above)'],
      flaky: [],
    },
  },
  {
    name: 'a status that is not a number fails the suite',
    status: '',
    counts: {
      passed: 0,
      failed: 1,
      skipped: 0,
      problems: ['bench:scale: "" is not an exit status, so the suite did not finish'],
      flaky: [],
    },
  },
];
for (const c of exits) {
  test(`exit status: ${c.name}`, () =>
    assert.deepEqual(countExit('bench:scale', c.status), c.counts));
}

test('counts a failed bench beside the unit tests, failing the run', (t) => {
  const dir = scratchDir(t, 'totals-exit-', {'unit.tap': tap(2, 2, 0)});
  const run = spawnSync(
    path.resolve('node_modules/.bin/tsx'),
    [
      path.resolve('scripts/totals/cli.ts'),
      `tap:unit=${path.join(dir, 'unit.tap')}`,
      'exit:bench=0',
      'exit:bench:pieces=1',
    ],
    {encoding: 'utf8'},
  );
  assert.equal(run.stdout.trim().split('\n').at(-1), '3 passed, 1 failed', run.stdout + run.stderr);
  assert.match(run.stdout, /bench:pieces: exited with status 1/);
  assert.equal(run.status, 1);
});

/**
 * A Playwright report of one project whose tests ended as given (Playwright's "flaky": passed on a
 * retry).
 */
const playwrightReport = (statuses: Record<string, string>) =>
  JSON.stringify({
    config: {projects: [{name: 'chromium'}]},
    suites: [
      {
        title: 'keyboard.spec.ts',
        specs: Object.entries(statuses).map(([title, status]) => ({
          title,
          tests: [{projectName: 'chromium', status}],
        })),
      },
    ],
    errors: [],
  });

test('counts a test that passed only on a retry as passed, and names it', () => {
  const counts = countPlaywright(
    'browser tests',
    playwrightReport({'walks the page': 'flaky', 'opens the menu': 'expected'}),
  );
  assert.equal(closingLine(counts), '2 passed, 0 failed');
  assert.deepEqual(counts.flaky, ['browser tests: [chromium] keyboard.spec.ts › walks the page']);
});

test('prints each flake above the closing line and lists it in the report', (t) => {
  const dir = scratchDir(t, 'totals-flaky-', {
    'playwright.json': playwrightReport({'walks the page': 'flaky'}),
  });
  const run = spawnSync(
    path.resolve('node_modules/.bin/tsx'),
    [
      path.resolve('scripts/totals/cli.ts'),
      '--report',
      path.join(dir, 'run-report.json'),
      `playwright:browser tests=${path.join(dir, 'playwright.json')}`,
    ],
    {encoding: 'utf8'},
  );
  assert.deepEqual(run.stdout.trim().split('\n').slice(-2), [
    'passed only on a retry: browser tests: [chromium] keyboard.spec.ts › walks the page',
    '1 passed, 0 failed',
  ]);
  const report = JSON.parse(fs.readFileSync(path.join(dir, 'run-report.json'), 'utf8'));
  assert.deepEqual(report.flaky, ['browser tests: [chromium] keyboard.spec.ts › walks the page']);
});
