// The publishing commands (`npm run deploy`, `npm run deploy:preview -- publish|remove|sweep`) run
// as CI runs them, against a local bare repository standing in for GitHub, a stand-in `gh`
// answering for the pull requests, and git logged call by call; whatever is refused leaves the
// remote's refs as they were.
import {test, type TestContext} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {once} from 'node:events';
import zlib from 'node:zlib';
import unzip from 'unzip-stream';
import {gitIn} from './branch';
import {previewAddress} from './previews';
import {buildLimits} from './tree';
import {scratchDir, writeFiles} from '../../tests/fixtures/scratchDir';
import {pagesRootFiles} from '../../plugins/github-pages/index';

const root = path.resolve(__dirname, '../..');
const {scripts} = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
};

/** An npm script's plain-Node command line, its script made absolute so it runs from any folder. */
function command(script: 'deploy' | 'deploy:preview'): string[] {
  const [node, ...args] = scripts[script]!.split(' ');
  assert.equal(
    node,
    'node',
    `npm run ${script} runs plain Node: the publishing jobs install no packages`,
  );
  return args.map((arg) => (arg.endsWith('.mts') ? path.join(root, arg) : arg));
}

// Every commit made here and by the scripts has one author, whatever the machine's git settings.
Object.assign(process.env, {
  GIT_AUTHOR_NAME: 't',
  GIT_AUTHOR_EMAIL: 't@example.org',
  GIT_COMMITTER_NAME: 't',
  GIT_COMMITTER_EMAIL: 't@example.org',
});
const git = (cwd: string, ...args: string[]) => gitIn(cwd)(args);
const realGit = execFileSync('sh', ['-c', 'command -v git'], {encoding: 'utf8'}).trim();

/**
 * git as the scripts run it: each call's subcommand logged to $GIT_CALLS with the credentials it
 * holds (none but a push may), and before a push, the rival publish in $GIT_RIVAL when there is
 * one, once.
 */
const gitStandIn = `#!/bin/sh
echo "$1\${GIT_SSH_COMMAND:+ +key}\${GIT_CONFIG_COUNT:+ +token}\${PREVIEWS_DEPLOY_KEY:+ +key in env}\${GITHUB_TOKEN:+ +token in env}" >> "$GIT_CALLS"
if [ "$1" = push ] && [ -f "$GIT_RIVAL" ]; then sh "$GIT_RIVAL" && rm "$GIT_RIVAL"; fi
exec ${realGit} "$@"
`;

/**
 * A stand-in for the GitHub CLI, answering the calls of ./github.ts from the JSON file $GH_STANDIN:
 * the open pull requests for each `gh pr list` in turn (the last one repeats), the environments,
 * and the comments, which it adds to and edits.
 */
const ghStandIn = `#!/usr/bin/env node
const fs = require('node:fs');
const file = process.env.GH_STANDIN;
const state = JSON.parse(fs.readFileSync(file, 'utf8'));
const args = process.argv.slice(2);
const route = args.find((a) => a.startsWith('repos/')) ?? '';
const body = args.find((a) => a.startsWith('body='))?.slice(5);
const issue = Number(/issues\\/(\\d+)\\/comments$/.exec(route)?.[1]);
let answer;
if (args[0] === 'pr' && args[1] === 'list') answer = state.lists.length > 1 ? state.lists.shift() : state.lists[0];
else if (route.includes('/environments/')) answer = state.environments[route.split('/').pop()];
else if (args.includes('POST')) state.comments.push((answer = {id: state.comments.length + 1, pr: issue, user: {login: 'github-actions[bot]'}, body}));
else if (args.includes('PATCH')) (answer = state.comments.find((c) => route.endsWith('/comments/' + c.id))).body = body;
else if (issue) answer = [state.comments.filter((c) => c.pr === issue)];
if (answer === undefined) { console.error('the stand-in gh cannot answer: ' + args.join(' ')); process.exit(1); }
console.log(JSON.stringify(answer));
fs.writeFileSync(file, JSON.stringify(state));
`;

type PullRequest = {
  number: number;
  headRefOid: string;
  baseRefName: string;
  isCrossRepository: boolean;
};
type Comment = {id: number; pr: number; user: {login: string}; body: string};
const head = 'a'.repeat(40);
const pr = (number: number, extra: Partial<PullRequest> = {}): PullRequest => ({
  number,
  headRefOid: head,
  baseRefName: 'main',
  isCrossRepository: false,
  ...extra,
});
const reviewed = {
  'pr-preview-fork': {
    protection_rules: [{type: 'required_reviewers', reviewers: [{type: 'Team'}]}],
  },
};

/** Files for a commit: text, or a number for a file of that many zero bytes. */
type Files = Record<string, string | number>;

/**
 * A bare "GitHub" whose gh-pages holds `files` (none: no branch yet), a checkout to publish from
 * whose origin it is, a runner's temporary folder, and the stand-ins of gh and git.
 */
function world(t: TestContext, files?: Files) {
  const top = scratchDir(t, 'publish-test-');
  const remote = path.join(top, 'github.git');
  const checkout = path.join(top, 'checkout');
  const at = (name: string) => path.join(top, name);
  git(top, 'init', '-q', '--bare', remote);
  git(top, 'init', '-q', '-b', 'main', checkout);
  git(checkout, 'remote', 'add', 'origin', remote);
  writeFiles(at('bin'), {gh: ghStandIn, git: gitStandIn});
  for (const tool of ['gh', 'git']) fs.chmodSync(at(`bin/${tool}`), 0o755);
  const gh = (state: {lists?: PullRequest[][]; environments?: object; comments?: Comment[]}) =>
    fs.writeFileSync(
      at('gh.json'),
      JSON.stringify({lists: [[]], environments: reviewed, comments: [], ...state}),
    );
  gh({});
  const blobs = new Map<string | number, string>();
  const run = (args: string[], env: NodeJS.ProcessEnv = {}, cwd = checkout) => {
    fs.rmSync(at('git-calls'), {force: true});
    const result = spawnSync(process.execPath, args, {
      cwd,
      encoding: 'utf8',
      env: {
        ...process.env,
        GITHUB_REPOSITORY: '',
        GH_STANDIN: at('gh.json'),
        GIT_CALLS: at('git-calls'),
        GIT_RIVAL: at('rival.sh'),
        HEAD_SHA: head,
        GITHUB_TOKEN: 'the token',
        PREVIEWS_DEPLOY_KEY: 'the deploy key',
        // Only the scripts may give git credentials.
        GIT_CONFIG_COUNT: undefined,
        GIT_SSH_COMMAND: undefined,
        // The stand-ins first; then this Node, and the system's tools.
        PATH: [
          at('bin'),
          path.dirname(process.execPath),
          '/usr/local/bin',
          '/usr/bin',
          '/bin',
        ].join(':'),
        ...env,
      },
    });
    return {status: result.status, out: result.stdout + result.stderr};
  };
  const w = {
    remote,
    checkout,
    runnerTemp: at('runner-temp'),
    gh,
    comments: () =>
      (JSON.parse(fs.readFileSync(at('gh.json'), 'utf8')) as {comments: Comment[]}).comments,
    /**
     * A built site in the folder `name`, as the build makes one: the root files Pages needs, a
     * page's second address as a hard link, and a name that starts with two dots.
     */
    build(name: string, {url = 'https://podman.io', baseUrl = '/', commit = 'c'.repeat(40)} = {}) {
      const dir = at(name);
      fs.rmSync(dir, {recursive: true, force: true});
      writeFiles(dir, {
        'index.html': '<h1>Podman</h1>',
        'blogs/new.html': 'new post',
        'pagefind/vocabulary/_.txt': 'kept by .nojekyll',
        '..notes.txt': 'a name, not a way up',
        'build-info.json': JSON.stringify({commit, url, baseUrl}),
        ...pagesRootFiles(url, baseUrl),
      });
      fs.mkdirSync(path.join(dir, 'blogs/new'));
      fs.linkSync(path.join(dir, 'blogs/new.html'), path.join(dir, 'blogs/new/index.html'));
      return dir;
    },
    /** Pull request `number`'s build, made for its preview address. */
    preview: (number: number, name = 'preview') => w.build(name, previewAddress(number)),
    /** A commit in the remote holding `files` (a number: a file of that many zero bytes). */
    commit(files: Files, parent?: string) {
      const bare = gitIn(remote);
      const env = {GIT_INDEX_FILE: path.join(scratchDir(t, 'publish-index-'), 'index')};
      for (const [name, content] of Object.entries(files)) {
        // Each content hashed once: the budget's previews share their zeros.
        const input = () => (typeof content === 'string' ? content : '\0'.repeat(content));
        blobs.set(
          content,
          blobs.get(content) ?? bare(['hash-object', '-w', '--stdin'], {input: input()}),
        );
        bare(['update-index', '--add', '--cacheinfo', `100644,${blobs.get(content)},${name}`], {
          env,
        });
      }
      const tree = bare(['write-tree'], {env});
      return bare(['commit-tree', tree, ...(parent ? ['-p', parent] : []), '-m', 'seed']);
    },
    /** A commit on the checkout's main, for builds made from it. */
    commitOnMain(message: string) {
      git(checkout, 'commit', '-q', '--allow-empty', '-m', message);
      return git(checkout, 'rev-parse', 'HEAD');
    },
    /** Before the script's next push, another publish moves gh-pages to `commit`. */
    rival: (commit: string) =>
      fs.writeFileSync(
        at('rival.sh'),
        `${realGit} -C ${remote} update-ref refs/heads/gh-pages ${commit}\n`,
      ),
    /** `npm run deploy -- ARGS --remote` the bare repository. */
    publish: (args: string[], env: NodeJS.ProcessEnv = {}, cwd = checkout) =>
      run([...command('deploy'), ...args, '--remote', remote], env, cwd),
    /** `npm run deploy:preview -- ARGS --remote` the bare repository. */
    previews: (args: string[], env: NodeJS.ProcessEnv = {}) =>
      run([...command('deploy:preview'), ...args, '--remote', remote], env),
    /** Each git call of the last command that held a credential. */
    credentialed: () =>
      fs
        .readFileSync(at('git-calls'), 'utf8')
        .split('\n')
        .filter((call) => call.includes('+')),
    git: (...args: string[]) => git(remote, ...args),
    /**
     * Every ref of the bare repository with its commit: equal before and after means byte for byte.
     */
    refs: () => git(remote, 'for-each-ref', '--format=%(refname) %(objectname)'),
    files: () => git(remote, 'ls-tree', '-r', '--name-only', 'gh-pages').split('\n').sort(),
    show: (file: string) => git(remote, 'show', `gh-pages:${file}`),
  };
  if (files) git(remote, 'update-ref', 'refs/heads/gh-pages', w.commit(files));
  return w;
}
type World = ReturnType<typeof world>;

/** The output of a command that must succeed. */
function succeeded({status, out}: {status: number | null; out: string}): string {
  assert.equal(status, 0, out);
  return out;
}

/**
 * Runs `change`, which must be refused in one line matching `error`, and checks the bare repository
 * is as it was.
 */
function assertRefused(
  w: World,
  change: () => {status: number | null; out: string},
  error: RegExp,
) {
  const before = w.refs();
  const result = change();
  assert.equal(result.status, 1, result.out);
  assert.match(result.out, error);
  assert.equal(result.out.trim().split('\n').length, 1, `one line: ${result.out}`);
  assert.equal(w.refs(), before, 'the bare repository is byte for byte as it was');
}

// What the live branch holds: a CNAME, a preview of the earlier design, and a page the new build no
// longer has.
const live = {
  'CNAME': 'podman.io\n',
  'pr-preview/pr-7/index.html': 'preview 7',
  'old-page.html': 'gone after the publish',
  'index.html': 'old home',
};
const builtFiles = [
  '..notes.txt',
  '.nojekyll',
  'blogs/new.html',
  'blogs/new/index.html',
  'build-info.json',
  'index.html',
  'pagefind/vocabulary/_.txt',
];

/** The site published over the live branch: the world and what the publish printed. */
function publishedOverLive(t: TestContext) {
  const w = world(t, live);
  return {w, out: succeeded(w.publish(['--build', w.build('build')]))};
}

// No old page, no pr-preview/.
test('publishes the build alone, as one commit on top of the live one', (t) => {
  const {w, out} = publishedOverLive(t);
  assert.match(out, /^deploy: the site is on gh-pages at [0-9a-f]{12}\n$/);
  assert.deepEqual(w.files(), [...builtFiles, 'CNAME'].sort());
  assert.equal(w.git('rev-list', '--count', 'gh-pages'), '2', "the branch's history is kept");
});

test('gives the credentials to the push alone', (t) => {
  const {w} = publishedOverLive(t);
  assert.deepEqual(w.credentialed(), ['push +key +token'], 'the credentials reach the push alone');
});

test('publishes nothing in a fork, saying why in one line', (t) => {
  const w = world(t);
  const fork = w.publish(['--build', w.build('site')], {GITHUB_REPOSITORY: 'someone/podman.io'});
  assert.deepEqual(fork, {
    status: 0,
    out: 'not publishing: this is someone/podman.io; the site publishes only from containers/podman.io (config/repository.ts)\n',
  });
  assert.equal(w.refs(), '');
});

test('starts the branch on a first publish', (t) => {
  const w = world(t);
  succeeded(w.publish(['--build', w.build('site')]));
  assert.ok(w.files().includes('CNAME'));
});

test('refuses a site without .nojekyll', (t) => {
  const w = world(t, live);
  const site = w.build('site');
  fs.rmSync(path.join(site, '.nojekyll'));
  assertRefused(
    w,
    () => w.publish(['--build', site]),
    /"[^"]*site" has no \.nojekyll: GitHub Pages would run Jekyll/,
  );
});

// A build for another address.
test('refuses a site without the live CNAME', (t) => {
  const w = world(t, live);
  const other = w.build('other', {url: 'https://someone.github.io'});
  assertRefused(
    w,
    () => w.publish(['--build', other]),
    /carries no CNAME, the live site "podman\.io": GitHub Pages would drop its custom domain/,
  );
});

/** Two commits on main, the newer published: the world, the two, the checkout's refs before. */
function publishedNewer(t: TestContext) {
  const w = world(t);
  const older = w.commitOnMain('older');
  const live = w.commitOnMain('live');
  const refs = git(w.checkout, 'for-each-ref');
  succeeded(w.publish(['--build', w.build('live', {commit: live})]));
  return {w, older, live, refs};
}

test("keeps a maintainer's clone full, fetching nothing into it", (t) => {
  const {w, refs} = publishedNewer(t);
  assert.equal(git(w.checkout, 'rev-parse', '--is-shallow-repository'), 'false');
  assert.equal(git(w.checkout, 'for-each-ref'), refs, 'nothing fetched into the checkout');
});

test('refuses a build older than the live one', (t) => {
  const {w, older, live} = publishedNewer(t);
  assertRefused(
    w,
    () => w.publish(['--build', w.build('older', {commit: older})]),
    new RegExp(
      `the build is of ${older.slice(0, 12)}, older than ${live.slice(0, 12)} which is live on gh-pages: --allow-rollback`,
    ),
  );
});

// A commit the checkout does not hold, or a shallow history.
test('refuses a build it cannot compare with the live one', (t) => {
  const {w, older} = publishedNewer(t);
  assertRefused(
    w,
    () => w.publish(['--build', w.build('unknown', {commit: 'd'.repeat(40)})]),
    /cannot tell whether the build is older than the live site \("d{40}" is no commit of this checkout\)/,
  );
  // A shallow clone holding both commits, its history cut between them: git would call the older
  // one newer.
  const shallow = path.join(w.runnerTemp, 'shallow');
  git(w.checkout, 'config', 'uploadpack.allowAnySHA1InWant', 'true');
  git(w.checkout, 'clone', '-q', '--depth=1', `file://${w.checkout}`, shallow);
  git(shallow, 'fetch', '-q', '--depth=1', 'origin', older);
  assertRefused(
    w,
    () => w.publish(['--build', w.build('older', {commit: older})], {}, shallow),
    /cannot tell .*\(this checkout's history is shallow\)/,
  );
});

test('publishes an older build with --allow-rollback', (t) => {
  const {w, older} = publishedNewer(t);
  succeeded(w.publish(['--build', w.build('older', {commit: older}), '--allow-rollback']));
  assert.equal(JSON.parse(w.show('build-info.json')).commit, older);
});

// Saying why.
test('pushes again on the new tip 1 s after losing a race', (t) => {
  const w = world(t, live);
  const rival = w.commit(
    {...live, 'index.html': 'a rival publish'},
    w.git('rev-parse', 'gh-pages'),
  );
  w.rival(rival);
  assert.match(
    succeeded(w.publish(['--build', w.build('site')])),
    /^gh-pages moved while this publish ran \(".*\[rejected\].*\(stale info\)"\); trying again in 1 s\n/,
  );
  assert.equal(w.git('rev-parse', 'gh-pages~1'), rival, 'on top of the rival publish');
  assert.equal(w.show('index.html'), '<h1>Podman</h1>');
});

test('retries no push the remote refuses', (t) => {
  const w = world(t, live);
  writeFiles(w.remote, {'hooks/pre-receive': 'echo no pushes today; exit 1\n'});
  fs.chmodSync(path.join(w.remote, 'hooks/pre-receive'), 0o755);
  assertRefused(
    w,
    () => w.publish(['--build', w.build('next', {commit: 'e'.repeat(40)}), '--allow-rollback']),
    /the push to gh-pages was refused: "remote: no pushes today .*pre-receive hook declined/,
  );
  assert.equal(w.credentialed().length, 1, 'one push');
});

// The previews' repository: a .nojekyll and the pr-N folders, one commit with no parent.
const previews = {'.nojekyll': '', 'pr-7/index.html': 'preview 7'};
const marker = '<!-- podman.io preview -->';

const theirs = [
  {id: 1, pr: 12, user: {login: 'someone'}, body: `${marker}\nnot the bot's`},
  {id: 2, pr: 12, user: {login: 'github-actions[bot]'}, body: 'another comment of the bot'},
];

/**
 * Pull request 12's preview published twice beside others: the world, and each publish's output
 * and the git calls of it that held a credential.
 */
function previewPublishedTwice(t: TestContext) {
  const w = world(t, {
    ...previews,
    'stray.html': 'not a preview',
    'pr-07/index.html': 'not one either',
  });
  w.gh({lists: [[pr(12)]], comments: theirs});
  const dir = w.preview(12);
  const runs = [1, 2].map(() => ({
    out: succeeded(w.previews(['publish', dir])),
    credentialed: w.credentialed(),
  }));
  return {w, runs};
}

test('publishes a preview beside the open ones, in one commit with no parent', (t) => {
  const {w, runs} = previewPublishedTwice(t);
  for (const {out} of runs) {
    assert.match(
      out,
      /^preview: pull request 12 at https:\/\/containers\.github\.io\/podman\.io-previews\/pr-12\/ /,
    );
  }
  assert.deepEqual(w.files(), [
    '.nojekyll',
    ...builtFiles.map((file) => `pr-12/${file}`),
    'pr-7/index.html',
  ]);
  assert.equal(w.git('rev-list', '--count', 'gh-pages'), '1', 'one commit, with no parent');
});

test('pushes no preview whose tree is unchanged', (t) => {
  const {runs} = previewPublishedTwice(t);
  for (const [i, {credentialed}] of runs.entries()) {
    assert.deepEqual(
      credentialed,
      i === 0 ? ['push +key +token'] : [],
      'the same tree again: no push',
    );
  }
});

// The comment is found by its marker, written by the bot.
test("edits the preview's own comment instead of adding another", (t) => {
  const {w} = previewPublishedTwice(t);
  assert.deepEqual(w.comments(), [
    ...theirs,
    {
      id: 3,
      pr: 12,
      user: {login: 'github-actions[bot]'},
      body: `${marker}\nThe site of this pull request, as of aaaaaaaaaaaa: https://containers.github.io/podman.io-previews/pr-12/ (not indexed; taken down when the pull request closes).`,
    },
  ]);
});

// A preview that may not go up: each refused in one line, the previews' branch untouched, no
// comment.
const refusedPreviews: {
  name: string;
  lists?: PullRequest[][];
  environments?: object;
  empty?: boolean;
  build: (w: World) => string;
  error: RegExp;
}[] = [
  {
    name: "a build for the earlier address, podman.io's /pr-preview/pr-12/",
    build: (w) => w.build('preview', {baseUrl: '/pr-preview/pr-12/'}),
    error:
      /was built for "https:\/\/podman\.io\/pr-preview\/pr-12\/", not for https:\/\/containers\.github\.io\/podman\.io-previews\/pr-12\//,
  },
  {
    name: "a build for pull request 13's address",
    build: (w) => w.preview(13),
    error: /was built for ".*\/pr-13\/", not for .*\/pr-12\//,
  },
  {
    name: 'an address that carries a workflow command, shown quoted on its one line',
    build: (w) => w.build('preview', {baseUrl: '/x\n::error::taken over/'}),
    error: /was built for "https:\/\/podman\.io\/x\\n::error::taken over\/", not for/,
  },
  {
    name: "a fork's build outside the reviewed environment",
    lists: [[pr(12, {isCrossRepository: true})]],
    build: (w) => w.preview(12),
    error:
      /pull request 12 comes from a fork: its preview publishes only in the pr-preview-fork environment/,
  },
  {
    name: "a fork's build in an environment with no required reviewers",
    lists: [[pr(12, {isCrossRepository: true})]],
    environments: {'pr-preview-fork': {protection_rules: [{type: 'branch_policy'}]}},
    build: (w) => w.preview(12),
    error: /the pr-preview-fork environment has no required reviewers/,
  },
  {
    name: 'any build before the previews site exists',
    empty: true,
    build: (w) => w.preview(12),
    error: /has no gh-pages yet: it is set up once/,
  },
];
for (const c of refusedPreviews) {
  test(`refused: ${c.name}`, (t) => {
    const w = world(t, c.empty ? undefined : previews);
    w.gh({lists: c.lists ?? [[pr(12)]], environments: c.environments ?? reviewed});
    const env = {PREVIEW_ENVIRONMENT: c.environments ? 'pr-preview-fork' : 'pr-preview'};
    assertRefused(w, () => w.previews(['publish', c.build(w)], env), c.error);
    assert.deepEqual(w.comments(), []);
  });
}

test('skips a preview whose head moved on or whose base is not main', (t) => {
  const w = world(t, previews);
  for (const lists of [
    [[pr(12, {headRefOid: 'b'.repeat(40)})]],
    [[pr(12, {baseRefName: 'v4.3-branch'})]],
  ]) {
    w.gh({lists});
    const before = w.refs();
    assert.equal(
      succeeded(w.previews(['publish', w.preview(12)])),
      `not publishing: no open pull request against main has the head "${head}" (it moved on, or closed)\n`,
    );
    assert.equal(w.refs(), before);
  }
});

test("publishes a fork's preview in the reviewed environment", (t) => {
  const w = world(t, previews);
  w.gh({lists: [[pr(12, {isCrossRepository: true})]]});
  succeeded(w.previews(['publish', w.preview(12)], {PREVIEW_ENVIRONMENT: 'pr-preview-fork'}));
  assert.ok(w.files().includes('pr-12/index.html'));
});

test('takes down again the preview of a pull request that closed meanwhile', (t) => {
  const w = world(t, previews);
  w.gh({lists: [[pr(12)], []]});
  assert.match(
    succeeded(w.previews(['publish', w.preview(12)])),
    /^preview: pull request 12 closed meanwhile; its preview is down again \(gh-pages at [0-9a-f]{12}\)\n$/,
  );
  assert.deepEqual(w.files(), ['.nojekyll', 'pr-7/index.html']);
});

test('comments nothing on a pull request that moved on meanwhile', (t) => {
  const w = world(t, previews);
  w.gh({lists: [[pr(12)], [pr(12, {headRefOid: 'b'.repeat(40)})]]});
  assert.match(
    succeeded(w.previews(['publish', w.preview(12)])),
    /^preview: pull request 12 moved on meanwhile: no comment, its next run publishes/,
  );
  assert.ok(w.files().includes('pr-12/index.html'));
  assert.deepEqual(w.comments(), []);
});

test('removes one preview', (t) => {
  const w = world(t, {...previews, 'pr-12/index.html': 'preview 12'});
  assert.match(
    succeeded(w.previews(['remove', '12'])),
    /^preview: Remove pr-12; open: pr-7 \(gh-pages at [0-9a-f]{12}\)\n$/,
  );
  assert.deepEqual(w.files(), ['.nojekyll', 'pr-7/index.html']);
  assert.equal(w.git('rev-list', '--count', 'gh-pages'), '1');
});

test('removes by pull request number only', (t) => {
  const w = world(t, {...previews, 'pr-12/index.html': 'preview 12'});
  assertRefused(
    w,
    () => w.previews(['remove', '7; rm -rf /']),
    /^preview: remove takes a pull request number, not "7; rm -rf \/"\n$/,
  );
});

test('removes and sweeps nothing before the previews branch exists', (t) => {
  const empty = world(t);
  for (const args of [['remove', '12'], ['sweep']]) {
    assert.match(
      succeeded(empty.previews(args)),
      /^preview: nothing to take down \(gh-pages at none\)\n$/,
    );
    assert.equal(empty.refs(), '');
  }
});

// Listing them again after a lost race.
test('sweeps away every preview whose pull request is not open', (t) => {
  // A name that would be a pattern to git, and one with a line break: read as names, and not
  // previews.
  const odd = {'pr-*/index.html': 'all of them?', 'pr-30\npr-12/index.html': 'two?'};
  const branch = {...previews, ...odd, 'pr-12/index.html': '12', 'pr-30/index.html': '30'};
  const w = world(t, branch);
  // Pull request 40 opens and gets its preview while the sweep runs.
  w.rival(w.commit({...branch, 'pr-40/index.html': '40'}));
  w.gh({
    lists: [
      [pr(12), pr(31)],
      [pr(12), pr(31), pr(40)],
    ],
  });
  assert.match(
    succeeded(w.previews(['sweep'])),
    /\npreview: Remove pr-30, pr-7; open: pr-12, pr-40 \(gh-pages at [0-9a-f]{12}\)\n$/,
  );
  assert.deepEqual(w.files(), ['.nojekyll', 'pr-12/index.html', 'pr-40/index.html']);
  assert.equal(w.git('rev-list', '--count', 'gh-pages'), '1');
});

test('refuses a preview over the 900 MiB budget, naming the open ones', (t) => {
  const mib = 1024 * 1024;
  const open: Files = {'.nojekyll': ''};
  for (let n = 1; n <= 9; n++) open[`pr-${n}/big.bin`] = 99 * mib;
  open['pr-5/small.bin'] = 'x'.repeat(mib / 2);
  const w = world(t, open);
  w.gh({lists: [[pr(12)]]});
  const dir = w.preview(12);
  fs.writeFileSync(path.join(dir, 'big.bin'), '');
  fs.truncateSync(path.join(dir, 'big.bin'), 90 * mib);
  assertRefused(
    w,
    () => w.previews(['publish', dir]),
    /^preview: the preview of pull request 12 \(90\.0 MiB\) would take the previews site to 981\.5 MiB, over its 900 MiB; the open previews: pr-5 99\.5 MiB, pr-1 99 MiB, pr-2 99 MiB, .*, pr-9 99 MiB\n$/,
  );
});

const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Crafted builds, refused by the walk before anything in them is read, for a preview and for the
// site.
const crafted: {name: string; make: (dir: string) => void; error: RegExp}[] = [
  {
    name: 'a symbolic link',
    make: (dir) => fs.symlinkSync('/etc/passwd', path.join(dir, 'blogs/passwd.html')),
    error: /"blogs\/passwd\.html": is a symbolic link, not a plain file/,
  },
  {
    name: 'a symbolic link to a folder',
    make: (dir) => fs.symlinkSync('../..', path.join(dir, 'blogs/up')),
    error: /"blogs\/up": is a symbolic link/,
  },
  {
    name: 'a named pipe',
    make: (dir) => execFileSync('mkfifo', [path.join(dir, 'fifo')]),
    error: /"fifo": is a named pipe/,
  },
  {
    name: 'a hard link to a file outside the build',
    make: (dir) => {
      fs.writeFileSync(path.join(dir, '../outside.txt'), 'secret');
      fs.linkSync(path.join(dir, '../outside.txt'), path.join(dir, 'blogs/linked.html'));
    },
    error: /"blogs\/linked\.html": a hard link to a file outside the build/,
  },
  {
    name: 'a name that is not UTF-8, beside its UTF-8 sibling',
    make: (dir) => {
      writeFiles(dir, {'blogs/café.html': 'UTF-8'});
      fs.writeFileSync(
        Buffer.concat([Buffer.from(`${dir}/blogs/caf`), Buffer.from([0xe9]), Buffer.from('.html')]),
        'Latin-1',
      );
    },
    error: /"blogs\/caf\uFFFD\.html": a name that is not UTF-8/,
  },
  {
    name: 'a name with a line break and a workflow command',
    make: (dir) => writeFiles(dir, {'blogs/a\n::error::b.html': ''}),
    error: /"blogs\/a\\n::error::b\.html": a name with a control character/,
  },
  // Names git reads as its own: the file written, and the path the refusal names.
  ...[
    ['a nested .git folder (a submodule link)', 'sub/.git/HEAD', 'sub/.git'],
    ['.GIT in another case', 'blogs/.GIT/config', 'blogs/.GIT'],
    ['a .Git file', 'a/.Git', 'a/.Git'],
    [
      'a .gitattributes with an [attr] macro setting working-tree-encoding',
      '.gitattributes',
      '.gitattributes',
    ],
    ['.g, a zero-width joiner, it', '.g\u200dit/config', '.g\u200dit'],
    ['git~1 with a trailing dot and space', 'docs/git~1. /HEAD', 'docs/git~1. '],
    ['GIT~1, the short name of .git', 'GIT~1/HEAD', 'GIT~1'],
    ['a .gitmodules', 'docs/.gitmodules', 'docs/.gitmodules'],
  ].map(([name, file, shown]) => ({
    name: name!,
    make: (dir: string) =>
      writeFiles(dir, {[file!]: '[attr]bad working-tree-encoding\n*.html bad\n'}),
    error: new RegExp(
      `^[a-z]+: ${literally(JSON.stringify(shown))}: a name git reads as its own\n$`,
    ),
  })),
  {
    name: 'a build-info.json that is a folder',
    make: (dir) => {
      fs.rmSync(path.join(dir, 'build-info.json'));
      fs.mkdirSync(path.join(dir, 'build-info.json'));
    },
    error: /: no built site \(run npm run build first\)/,
  },
  {
    name: 'a build-info.json that is no JSON but a workflow command',
    make: (dir) => fs.writeFileSync(path.join(dir, 'build-info.json'), '\n::error::taken over\n'),
    error: /build-info\.json" names no url and baseUrl: build again with this checkout\n$/,
  },
  {
    name: 'more bytes than the limit',
    // A sparse file: lstat reports its size without the disk holding it.
    make: (dir) => {
      fs.writeFileSync(path.join(dir, 'huge.bin'), '');
      fs.truncateSync(path.join(dir, 'huge.bin'), buildLimits.bytes + 1);
    },
    error: /"huge\.bin": more than 100 MiB in all/,
  },
  {
    name: 'more files than the limit',
    make: (dir) => {
      fs.mkdirSync(path.join(dir, 'many'));
      for (let i = 0; i < buildLimits.files; i++) {
        fs.writeFileSync(path.join(dir, 'many', String(i)), '');
      }
    },
    error: /: more than 6000 files/,
  },
];
for (const c of crafted) {
  test(`refuses a preview holding ${c.name}`, (t) => {
    const w = world(t, previews);
    w.gh({lists: [[pr(12)]]});
    const dir = w.preview(12);
    c.make(dir);
    assertRefused(w, () => w.previews(['publish', dir]), c.error);
  });
  test(`refuses a site holding ${c.name}`, (t) => {
    const w = world(t, live);
    const dir = w.build('site');
    c.make(dir);
    assertRefused(w, () => w.publish(['--build', dir]), c.error);
  });
}

// Trees a previews branch could already carry: checked again with the new preview, before it is
// committed.
const planted: {name: string; entry: (blob: string) => string; error: RegExp}[] = [
  {
    name: 'a .gitattributes',
    entry: (blob) => `100644 blob ${blob}\t.gitattributes`,
    error: /"pr-7\/\.gitattributes": a name git reads as its own/,
  },
  {
    name: 'a segment ..',
    entry: (blob) => `100644 blob ${blob}\t..`,
    error: /"pr-7\/\.\.": a path segment \. or \.\./,
  },
  {
    name: 'a symbolic link',
    entry: (blob) => `120000 blob ${blob}\tlink`,
    error: /"pr-7\/link": mode 120000, no plain file or folder/,
  },
  {
    name: 'a submodule',
    entry: () => `160000 commit ${'c'.repeat(40)}\tsub`,
    error: /"pr-7\/sub": mode 160000/,
  },
  {
    name: 'a name no disk takes',
    entry: (blob) => `100644 blob ${blob}\t${'a'.repeat(300)}`,
    error:
      /the tree does not check out: "error: unable to create file pr-7\/a{300}: File name too long"/,
  },
];
for (const c of planted) {
  test(`refuses a preview onto a previews branch carrying ${c.name}`, (t) => {
    const w = world(t);
    const bare = gitIn(w.remote);
    const blob = bare(['hash-object', '-w', '--stdin'], {
      input: '[attr]bad working-tree-encoding\n*.html bad\n',
    });
    const pr7 = bare(['mktree', '--missing'], {input: `${c.entry(blob)}\n`});
    const rootTree = bare(['mktree'], {
      input: `100644 blob ${blob}\t.nojekyll\n040000 tree ${pr7}\tpr-7\n`,
    });
    w.git('update-ref', 'refs/heads/gh-pages', bare(['commit-tree', rootTree, '-m', 'planted']));
    w.gh({lists: [[pr(12)]]});
    assertRefused(w, () => w.previews(['publish', w.preview(12)]), c.error);
  });
}

/**
 * A zip archive of stored entries, named as given: what a pull request can upload through the
 * artifact API.
 */
function zipOf(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text);
    const fileName = Buffer.from(name);
    const crc = zlib.crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed: 2.0
    local.writeUInt16LE(0x21, 12); // date: 1980-01-01
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x21, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/**
 * Extracts a zip as actions/download-artifact v8.0.1 does: unzip-stream 0.3.4's Extract into `dir`.
 */
async function extract(zip: Buffer, dir: string): Promise<void> {
  fs.mkdirSync(dir, {recursive: true});
  const extracting = unzip.Extract({path: dir});
  extracting.end(zip);
  await once(extracting, 'close');
}

/** A zip whose entries climb out with a/../../, extracted into the runner's download folder. */
async function climbingZipExtracted(t: TestContext) {
  const w = world(t, previews);
  writeFiles(w.checkout, {'scripts/publish/previews.mts': '// the default branch own code\n'});
  const download = path.join(w.runnerTemp, 'preview');
  await extract(
    zipOf({
      'a/../../scripts/publish/previews.mts': 'console.log("taken over")',
      // From runner.temp/preview, this one would reach the checkout beside it.
      'a/../../../checkout/scripts/publish/previews.mts': 'console.log("taken over")',
    }),
    download,
  );
  return {w, download};
}

test('extracts a zip entry a/../../x inside the download folder', async (t) => {
  const {w, download} = await climbingZipExtracted(t);
  assert.equal(
    fs.readFileSync(path.join(w.checkout, 'scripts/publish/previews.mts'), 'utf8'),
    '// the default branch own code\n',
  );
  assert.ok(
    !fs.existsSync(path.join(w.runnerTemp, 'scripts')),
    'nothing beside the download folder',
  );
  const landed = execFileSync('find', [download, '-type', 'f'], {encoding: 'utf8'})
    .trim()
    .split('\n')
    .sort();
  assert.deepEqual(
    landed.map((file) => path.relative(download, file)),
    ['a/checkout/scripts/publish/previews.mts', 'a/scripts/publish/previews.mts'],
  );
});

test('refuses the tree such a zip extracts', async (t) => {
  const {w, download} = await climbingZipExtracted(t);
  w.gh({lists: [[pr(12)]]});
  assertRefused(w, () => w.previews(['publish', download]), /runner-temp\/preview": no built site/);
});
