import {test, type TestContext} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {parseDeploy, previewNumber} from './deploy';
import {scratchDir, writeFiles} from '../scratchDir';
import {pagesRootFiles} from '../../plugins/github-pages/index';

// `npm run deploy`'s own command line (plain Node), run from the checkout being published, against a local bare
// repository standing in for GitHub.
const script = (JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../package.json'), 'utf8')) as {scripts: Record<string, string>}).scripts.deploy!;
const [node, ...nodeArgs] = script.split(' ');
assert.equal(node, 'node', 'npm run deploy runs plain Node');
const deployCommand = nodeArgs.map((arg) => (arg.endsWith('.mts') ? path.resolve(__dirname, '../..', arg) : arg));
const quiet = {GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@example.org', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@example.org'};
const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, {cwd, encoding: 'utf8', env: {...process.env, ...quiet}, stdio: ['ignore', 'pipe', 'pipe']}).trim();

/** A bare "GitHub" whose gh-pages holds `files` (none: no branch yet), a checkout to publish from, and what a test does with them. */
function world(t: TestContext, files?: Record<string, string>) {
  const top = scratchDir(t, 'deploy-test-');
  const remote = path.join(top, 'github.git');
  const checkout = path.join(top, 'checkout');
  git(top, 'init', '-q', '--bare', remote);
  git(top, 'init', '-q', checkout);
  if (files) {
    const seed = scratchDir(t, 'deploy-test-seed-', files);
    git(seed, 'init', '-q', '-b', 'gh-pages');
    git(seed, 'add', '-A');
    git(seed, 'commit', '-q', '-m', 'live');
    git(seed, 'push', '-q', remote, 'gh-pages');
  }
  return {
    /** A built site in the folder `name`, made for `baseUrl`, with the root files GitHub Pages needs there. */
    build(name: string, baseUrl: string): string {
      const dir = path.join(top, name);
      writeFiles(dir, {
        'index.html': '<h1>Podman</h1>',
        '404.html': '<h1>This page is not here</h1>',
        'blogs/new.html': 'new post',
        'pagefind/vocabulary/_.txt': 'kept by .nojekyll',
        'build-info.json': JSON.stringify({commit: 'abc1234', baseUrl, url: 'https://podman.io'}),
        ...pagesRootFiles('https://podman.io', baseUrl),
      });
      return dir;
    },
    /** `npm run deploy -- ARGS --remote` the bare repository, from the checkout. */
    publish(args: string[], env: NodeJS.ProcessEnv = {}) {
      const environment = {...process.env, GITHUB_REPOSITORY: '', ...quiet, ...env};
      const result = spawnSync(process.execPath, [...deployCommand, ...args, '--remote', remote], {cwd: checkout, encoding: 'utf8', env: environment});
      return {status: result.status, out: result.stdout + result.stderr};
    },
    git: (...args: string[]) => git(remote, ...args),
    files: () => git(remote, 'ls-tree', '-r', '--name-only', 'gh-pages').split('\n').sort(),
    show: (file: string) => git(remote, 'show', `gh-pages:${file}`),
  };
}

// What the live branch holds: a CNAME, the preview of an open pull request, and a page the new build no longer has.
const live = {'CNAME': 'podman.io\n', 'pr-preview/pr-7/index.html': 'preview 7', 'old-page.html': 'gone after the publish', 'index.html': 'old home'};

test('publishing the site keeps CNAME, .nojekyll and the previews of open pull requests, and drops the rest of the old site', (t) => {
  const w = world(t, live);
  const result = w.publish(['--build', w.build('build', '/')]);
  assert.equal(result.status, 0, result.out);
  assert.match(result.out, /the site is on gh-pages at [0-9a-f]{12}/);
  assert.deepEqual(w.files(), ['.nojekyll', '404.html', 'CNAME', 'blogs/new.html', 'build-info.json', 'index.html', 'pagefind/vocabulary/_.txt', 'pr-preview/pr-7/index.html']);
  assert.deepEqual(['CNAME', 'pr-preview/pr-7/index.html', 'index.html'].map(w.show), ['podman.io', 'preview 7', '<h1>Podman</h1>']);
  assert.equal(w.git('rev-list', '--count', 'gh-pages'), '2', "one new commit on top of the live one: the branch's history is kept");
});

test("a pull request's preview goes to pr-preview/pr-N/ and touches nothing else; closing it takes the folder away", (t) => {
  const w = world(t, live);
  let result = w.publish(['--build', w.build('preview', '/pr-preview/pr-12/'), '--preview', '12']);
  assert.equal(result.status, 0, result.out);
  const added = ['pr-preview/pr-12/index.html', 'pr-preview/pr-12/pagefind/vocabulary/_.txt'];
  const after = w.files();
  for (const file of ['CNAME', 'old-page.html', 'index.html', 'pr-preview/pr-7/index.html', ...added]) assert.ok(after.includes(file), file);
  assert.equal(w.show('index.html'), 'old home');

  result = w.publish(['--remove-preview', '12']);
  assert.equal(result.status, 0, result.out);
  assert.ok(!w.files().some((f) => f.startsWith('pr-preview/pr-12/')));
  assert.ok(w.files().includes('pr-preview/pr-7/index.html'));
});

test('a build never lands where it was not built for, nor from a fork (saying why, in one line), and the branch is left as it was', (t) => {
  const w = world(t, live);
  const preview = w.build('preview', '/pr-preview/pr-12/');
  const site = w.build('site', '/');
  const before = w.git('rev-parse', 'gh-pages');
  const fork = w.publish(['--build', site], {GITHUB_REPOSITORY: 'someone/podman.io'});
  assert.equal(fork.status, 0);
  assert.equal(fork.out.trim(), 'not publishing: this is someone/podman.io; the site publishes only from containers/podman.io (config/repository.ts)');
  const refused = (args: string[], error: RegExp) => {
    const result = w.publish(args);
    assert.notEqual(result.status, 0);
    assert.match(result.out, error);
  };
  refused(['--build', preview], /is the preview of pull request 12 .*cannot be the site/);
  refused(['--build', site, '--preview', '3'], /was built for \/, not for pr-preview\/pr-3\//);
  fs.rmSync(path.join(site, '.nojekyll'));
  refused(['--build', site], /has no \.nojekyll/);
  assert.equal(w.git('rev-parse', 'gh-pages'), before);
});

test('a first publish starts the branch', (t) => {
  const w = world(t);
  const result = w.publish(['--build', w.build('build', '/')]);
  assert.equal(result.status, 0, result.out);
  assert.ok(w.files().includes('CNAME'));
});

test("the command line refuses what it cannot mean, naming the option; only a preview's base URL names its pull request", () => {
  for (const pr of ['7; rm -rf /', '0']) assert.throws(() => parseDeploy(['--preview', pr]), /--preview takes a pull request number/);
  assert.throws(() => parseDeploy(['--preview', '3', '--remove-preview', '3']), /not both/);
  assert.throws(() => parseDeploy(['--remove-preview', '3', '--build', 'x']), /takes no --build/);
  assert.throws(() => parseDeploy(['--bogus']), /bogus/);
  assert.deepEqual(parseDeploy(['--remove-preview', '3']), {remote: 'origin', deploy: {kind: 'remove-preview', pr: 3}});
  const baseUrls = ['/pr-preview/pr-7/', '/podman.io/pr-preview/pr-12/', '/', '/pr-preview/pr-07/', '/pr-preview/pr-7/x/'];
  assert.deepEqual(baseUrls.map(previewNumber), [7, 12, undefined, undefined, undefined]);
});
