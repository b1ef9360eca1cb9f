import test from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {environment, environmentProblems, checkEnvironment} from './environment';

const repo = path.resolve(__dirname, '..');

test('a value outside a variable\'s set stops with a message naming it; a good value or none passes', () => {
  assert.deepEqual(environmentProblems({SITE_SPEED_LAYER: 'off', TEST_NIGHTLY: '1', CONTAINER_BASES: 'public', TEST_PORT: '3300'}), []);
  assert.deepEqual(environmentProblems({SITE_SPEED_LAYER: '', SKIP_BUILD: undefined}), []);
  const problems = environmentProblems({SITE_SPEED_LAYER: 'of', TEST_NIGHTLY: 'yes', TEST_PORT: 'x'});
  assert.equal(problems.length, 3);
  assert.match(problems[0]!, /^SITE_SPEED_LAYER="of" is not a value it takes: use "on" or "off"/);
  assert.match(problems[1]!, /^TEST_NIGHTLY="yes" .* use "0" or "1"/);
  assert.throws(() => checkEnvironment({SITE_COMMIT: 'main'}), /SITE_COMMIT="main" is not a value it takes: use a git commit id/);
});

// What counts as reading a variable: process.env.NAME in code, ${NAME:-…}, ${NAME:?…} or
// ${NAME:+…} in shell (a value that may come from outside). Set-only names are not reads.
function variablesRead(): Map<string, string> {
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], {cwd: repo, encoding: 'utf8'})
    .split('\n')
    .filter((f) => /\.(ts|tsx|mts|mjs|js|sh)$|^\.ci\/run$|\.ya?ml$/.test(f) && f !== 'config/environment.test.ts' && fs.existsSync(path.join(repo, f)));
  const found = new Map<string, string>();
  for (const file of files) {
    const text = fs.readFileSync(path.join(repo, file), 'utf8');
    const code = /\.(sh|ya?ml)$|^\.ci\/run$/.test(file) ? [...text.matchAll(/\$\{([A-Z][A-Z0-9_]+):[-?+]/g)] : [...text.matchAll(/process\.env\.([A-Z][A-Z0-9_]+)/g)];
    for (const m of code) if (!found.has(m[1]!)) found.set(m[1]!, file);
  }
  return found;
}
// Set by our own scripts for themselves, never given from outside.
const internal = new Set(['APT_UPDATED']);

test('every variable read anywhere in the repository has its row in config/environment.ts', () => {
  const listed = new Set(environment.map((v) => v.name));
  const missing = [...variablesRead()].filter(([name]) => !listed.has(name) && !internal.has(name)).map(([name, file]) => `${name} (read in ${file})`);
  assert.deepEqual(missing, []);
});
