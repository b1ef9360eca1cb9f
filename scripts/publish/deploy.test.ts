import {test, type TestContext} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {parseDeploy, previewNumber} from './deploy';
import {scratchDir} from '../scratchDir';

// `npm run deploy`'s own command line (plain Node), run from the checkout being published, against a local bare
// repository standing in for GitHub.
const script = (JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../package.json'), 'utf8')) as {scripts: Record<string, string>}).scripts.deploy!;
const [node, ...nodeArgs] = script.split(' ');
assert.equal(node, 'node', 'npm run deploy runs plain Node');
const command = nodeArgs.map((arg) => (arg.endsWith('.mts') ? path.resolve(__dirname, '../..', arg) : arg));
const git = (cwd: string, ...args: string[]) => execFileSync('git', args, {cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe']}).trim();
const quiet = {GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@example.org', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@example.org'};

function write(dir: string, files: Record<string, string>): void {
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), {recursive: true});
    fs.writeFileSync(path.join(dir, name), text);
  }
}

/** A bare "GitHub" whose gh-pages holds `files` (none: no branch yet), a checkout to publish from, and a scratch folder. */
function world(t: TestContext, files?: Record<string, string>) {
  const top = scratchDir(t, 'deploy-test-');
  const remote = path.join(top, 'github.git');
  const checkout = path.join(top, 'checkout');
  git(top, 'init', '-q', '--bare', remote);
  if (!files) git(top, 'init', '-q', checkout);
  else {
    const seed = path.join(top, 'seed');
    fs.mkdirSync(seed);
    git(seed, 'init', '-q', '-b', 'gh-pages');
    write(seed, files);
    git(seed, 'add', '-A');
    execFileSync('git', ['commit', '-q', '-m', 'live'], {cwd: seed, env: {...process.env, ...quiet}});
    git(seed, 'push', '-q', remote, 'gh-pages');
    git(top, 'clone', '-q', remote, checkout);
  }
  return {top, remote, checkout};
}

function build(dir: string, baseUrl: string, extra: Record<string, string> = {}): string {
  write(dir, {
    'index.html': '<h1>Podman</h1>',
    '404.html': '<h1>This page is not here</h1>',
    'blogs/new.html': 'new post',
    'pagefind/vocabulary/_.txt': 'kept by .nojekyll',
    '.nojekyll': '',
    'build-info.json': JSON.stringify({commit: 'abc1234', baseUrl, url: 'https://podman.io'}),
    ...extra,
  });
  return dir;
}

function publish(cwd: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  const result = spawnSync(process.execPath, [...command, ...args], {cwd, encoding: 'utf8', env: {...process.env, GITHUB_REPOSITORY: '', ...quiet, ...env}});
  return {status: result.status, out: result.stdout + result.stderr};
}

const files = (w: {remote: string}) => git(w.remote, 'ls-tree', '-r', '--name-only', 'gh-pages').split('\n').sort();
const show = (w: {remote: string}, file: string) => git(w.remote, 'show', `gh-pages:${file}`);

// What the live branch holds: a CNAME, the preview of an open pull request, and a page the new build no longer has.
const live = {'CNAME': 'podman.io\n', 'pr-preview/pr-7/index.html': 'preview 7', 'old-page.html': 'gone after the publish', 'index.html': 'old home'};

test('publishing the site keeps CNAME, .nojekyll and the previews of open pull requests, and drops the rest of the old site', (t) => {
  const w = world(t, live);
  const site = build(path.join(w.top, 'build'), '/', {CNAME: 'podman.io\n'});
  const result = publish(w.checkout, ['--build', site, '--remote', w.remote]);
  assert.equal(result.status, 0, result.out);
  assert.match(result.out, /the site is on gh-pages at [0-9a-f]{12}/);
  assert.deepEqual(files(w), ['.nojekyll', '404.html', 'CNAME', 'blogs/new.html', 'build-info.json', 'index.html', 'pagefind/vocabulary/_.txt', 'pr-preview/pr-7/index.html']);
  assert.equal(show(w, 'CNAME'), 'podman.io');
  assert.equal(show(w, 'pr-preview/pr-7/index.html'), 'preview 7');
  assert.equal(show(w, 'index.html'), '<h1>Podman</h1>');
  // One new commit on top of the live one: the branch's history is kept.
  assert.equal(git(w.remote, 'rev-list', '--count', 'gh-pages'), '2');
});

test("a pull request's preview goes to pr-preview/pr-N/ and touches nothing else; closing it takes the folder away", (t) => {
  const w = world(t, live);
  const preview = build(path.join(w.top, 'preview'), '/pr-preview/pr-12/');
  let result = publish(w.checkout, ['--build', preview, '--remote', w.remote, '--preview', '12']);
  assert.equal(result.status, 0, result.out);
  const after = files(w);
  for (const kept of ['CNAME', 'old-page.html', 'index.html', 'pr-preview/pr-7/index.html']) assert.ok(after.includes(kept), kept);
  assert.ok(after.includes('pr-preview/pr-12/index.html') && after.includes('pr-preview/pr-12/pagefind/vocabulary/_.txt'));
  assert.equal(show(w, 'index.html'), 'old home');

  result = publish(w.checkout, ['--remove-preview', '12', '--remote', w.remote]);
  assert.equal(result.status, 0, result.out);
  assert.ok(!files(w).some((f) => f.startsWith('pr-preview/pr-12/')));
  assert.ok(files(w).includes('pr-preview/pr-7/index.html'));
});

test('a build never lands where it was not built for, and the branch is left as it was', (t) => {
  const w = world(t, live);
  const preview = build(path.join(w.top, 'preview'), '/pr-preview/pr-12/');
  const site = build(path.join(w.top, 'site'), '/');
  const before = git(w.remote, 'rev-parse', 'gh-pages');
  let result = publish(w.checkout, ['--build', preview, '--remote', w.remote]);
  assert.notEqual(result.status, 0);
  assert.match(result.out, /is the preview of pull request 12 .*cannot be the site/);
  result = publish(w.checkout, ['--build', site, '--remote', w.remote, '--preview', '3']);
  assert.notEqual(result.status, 0);
  assert.match(result.out, /was built for \/, not for pr-preview\/pr-3\//);
  fs.rmSync(path.join(site, '.nojekyll'));
  result = publish(w.checkout, ['--build', site, '--remote', w.remote]);
  assert.notEqual(result.status, 0);
  assert.match(result.out, /has no \.nojekyll/);
  assert.equal(git(w.remote, 'rev-parse', 'gh-pages'), before);
});

test('in a fork, the publish step says why it skips, in one line, and pushes nothing', (t) => {
  const w = world(t, live);
  const site = build(path.join(w.top, 'build'), '/', {CNAME: 'podman.io\n'});
  const before = git(w.remote, 'rev-parse', 'gh-pages');
  const result = publish(w.checkout, ['--build', site, '--remote', w.remote], {GITHUB_REPOSITORY: 'someone/podman.io'});
  assert.equal(result.status, 0);
  assert.equal(result.out.trim(), 'not publishing: this is someone/podman.io; the site publishes only from containers/podman.io (config/repository.ts)');
  assert.equal(git(w.remote, 'rev-parse', 'gh-pages'), before);
});

test('a first publish starts the branch', (t) => {
  const w = world(t);
  const result = publish(w.checkout, ['--build', build(path.join(w.top, 'build'), '/', {CNAME: 'podman.io\n'}), '--remote', w.remote]);
  assert.equal(result.status, 0, result.out);
  assert.ok(files(w).includes('CNAME'));
});

test("the command line refuses what it cannot mean, naming the option; only a preview's base URL names its pull request", () => {
  assert.throws(() => parseDeploy(['--preview', '7; rm -rf /']), /--preview takes a pull request number/);
  assert.throws(() => parseDeploy(['--preview', '0']), /--preview takes a pull request number/);
  assert.throws(() => parseDeploy(['--preview', '3', '--remove-preview', '3']), /not both/);
  assert.throws(() => parseDeploy(['--remove-preview', '3', '--build', 'x']), /takes no --build/);
  assert.throws(() => parseDeploy(['--bogus']), /bogus/);
  assert.deepEqual(parseDeploy(['--remove-preview', '3']), {remote: 'origin', deploy: {kind: 'remove-preview', pr: 3}});
  assert.equal(previewNumber('/pr-preview/pr-7/'), 7);
  assert.equal(previewNumber('/podman.io/pr-preview/pr-12/'), 12);
  assert.equal(previewNumber('/'), undefined);
  assert.equal(previewNumber('/pr-preview/pr-07/'), undefined);
  assert.equal(previewNumber('/pr-preview/pr-7/x/'), undefined);
});
