// Tests of config/environment.ts: every variable read anywhere has its row, and bad values stop the
// run.
import test from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {environment, environmentProblems, checkEnvironment} from './environment';

const repo = path.resolve(__dirname, '..');

test('takes a value of the set, an empty one, or none', () => {
  assert.deepEqual(
    environmentProblems({
      SITE_SPEED_LAYER: 'off',
      TEST_NIGHTLY: '1',
      CONTAINER_BASES: 'public',
      TEST_PORT: '3300',
    }),
    [],
  );
  assert.deepEqual(environmentProblems({SITE_SPEED_LAYER: '', SKIP_BUILD: undefined}), []);
});

test("stops on a value outside a variable's set, naming it", () => {
  const problems = environmentProblems({
    SITE_SPEED_LAYER: 'of',
    TEST_NIGHTLY: 'yes',
    TEST_PORT: 'x',
  });
  assert.equal(problems.length, 3);
  assert.match(problems[0]!, /^SITE_SPEED_LAYER="of" is not a value it takes: use "on" or "off"/);
  assert.match(problems[1]!, /^TEST_NIGHTLY="yes" .* use "0" or "1"/);
  assert.throws(
    () => checkEnvironment({SITE_COMMIT: 'main'}),
    /SITE_COMMIT="main" is not a value it takes: use a git commit id/,
  );
});

// What counts as reading a variable: process.env.NAME in code, ${NAME:-…}, ${NAME:?…} or
// ${NAME:+…} in shell (a value that may come from outside). Set-only names are not reads.
test('has a row for every variable the repository reads', () => {
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], {
    cwd: repo,
    encoding: 'utf8',
  })
    .split('\n')
    .filter(
      (f) =>
        /\.(ts|tsx|mts|mjs|js|sh)$|^\.ci\/run$|\.ya?ml$/.test(f) &&
        f !== 'config/environment.test.ts' &&
        fs.existsSync(path.join(repo, f)),
    );
  const read = new Map<string, string>();
  for (const file of files) {
    const text = fs.readFileSync(path.join(repo, file), 'utf8');
    const code = /\.(sh|ya?ml)$|^\.ci\/run$/.test(file)
      ? [...text.matchAll(/\$\{([A-Z][A-Z0-9_]+):[-?+]/g)]
      : [...text.matchAll(/process\.env\.([A-Z][A-Z0-9_]+)/g)];
    for (const m of code) if (!read.has(m[1]!)) read.set(m[1]!, file);
  }
  // APT_UPDATED is set by our own scripts for themselves, never given from outside.
  const listed = new Set([...environment.map((v) => v.name), 'APT_UPDATED']);
  assert.deepEqual(
    [...read]
      .filter(([name]) => !listed.has(name))
      .map(([name, file]) => `${name} (read in ${file})`),
    [],
  );
});

test("leaves the screenshot tool's variables to it", () => {
  assert.deepEqual(
    environmentProblems({JS: 'true', FULL: 'yes', SHOTS_JS: 'yes', SHOTS_SIZES: 'wide'}),
    [],
  );
  const problems = environmentProblems(
    {SHOTS_JS: 'yes', SHOTS_SIZES: 'wide', SHOTS_MODES: 'light,dark', TEST_NIGHTLY: 'yes'},
    'screenshots',
  );
  assert.equal(problems.length, 2);
  assert.match(problems[0]!, /^SHOTS_SIZES="wide" is not a value it takes: use widths in px/);
  assert.match(problems[1]!, /^SHOTS_JS="yes" is not a value it takes: use "0" or "1"/);
});
