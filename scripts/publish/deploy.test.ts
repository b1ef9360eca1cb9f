// The publishing commands (`npm run deploy`, `deploy:preview`, `deploy:sweep`) run as CI runs them,
// against a local bare repository standing in for GitHub and a stand-in `gh` answering for the pull
// requests; crafted artifacts must be refused with gh-pages left exactly as it was.
import {test, type TestContext} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {once} from 'node:events';
import zlib from 'node:zlib';
import unzip from 'unzip-stream';
import {parseDeploy, previewNumber, unplainEntry} from './deploy';
import {artifactLimits} from './artifact';
import {scratchDir, writeFiles} from '../../tests/fixtures/scratchDir';
import {pagesRootFiles} from '../../plugins/github-pages/index';

const root = path.resolve(__dirname, '../..');
const {scripts} = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
};

/** An npm script's plain-Node command line, its script made absolute so it runs from any folder. */
function command(script: 'deploy' | 'deploy:preview' | 'deploy:sweep'): string[] {
  const [node, ...args] = scripts[script]!.split(' ');
  assert.equal(
    node,
    'node',
    `npm run ${script} runs plain Node: the publishing jobs install no packages`,
  );
  return args.map((arg) => (arg.endsWith('.mts') ? path.join(root, arg) : arg));
}

const quiet = {
  GIT_AUTHOR_NAME: 't',
  GIT_AUTHOR_EMAIL: 't@example.org',
  GIT_COMMITTER_NAME: 't',
  GIT_COMMITTER_EMAIL: 't@example.org',
};
const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    env: {...process.env, ...quiet},
    stdio: ['ignore', 'pipe', 'pipe'],
  }).trim();

/**
 * A stand-in for the GitHub CLI, answering the calls of ./github.ts from a JSON file: each pull
 * request's answers to `gh pr view` in turn (the last one repeats), the open ones for `gh pr list`,
 * and the comments written.
 */
const ghStandIn = `#!/usr/bin/env node
const fs = require('node:fs');
const file = process.env.GH_STANDIN;
const state = JSON.parse(fs.readFileSync(file, 'utf8'));
const [, , group, verb, number] = process.argv;
const flag = (name) => process.argv[process.argv.indexOf(name) + 1];
if (group === 'pr' && verb === 'view') {
  const answers = state.views[number];
  if (!answers) { console.error('no pull request found for ' + number); process.exit(1); }
  const answer = answers.length > 1 ? answers.shift() : answers[0];
  console.log(JSON.stringify(answer));
} else if (group === 'pr' && verb === 'list') {
  console.log(JSON.stringify(state.open.map((n) => ({number: n}))));
} else if (group === 'pr' && verb === 'comment') {
  const mine = state.comments.filter((c) => c.pr === number);
  if (process.argv.includes('--edit-last')) {
    if (mine.length === 0) { console.error('no comments found for current user'); process.exit(1); }
    mine[mine.length - 1].body = flag('--body');
  } else {
    state.comments.push({pr: number, body: flag('--body')});
  }
} else {
  console.error('the stand-in gh does not know: ' + process.argv.slice(2).join(' '));
  process.exit(1);
}
fs.writeFileSync(file, JSON.stringify(state));
`;

type View = {state: string; headRefOid: string; baseRefName: string; isCrossRepository: boolean};
const head = 'a'.repeat(40);
const openAt = (extra: Partial<View> = {}): View => ({
  state: 'OPEN',
  headRefOid: head,
  baseRefName: 'main',
  isCrossRepository: false,
  ...extra,
});

/**
 * A bare "GitHub" whose gh-pages holds `files` (none: no branch yet), a checkout to publish from
 * whose origin it is, a runner's temporary folder outside that checkout, and a stand-in gh.
 */
function world(t: TestContext, files?: Record<string, string>) {
  const top = scratchDir(t, 'deploy-test-');
  const remote = path.join(top, 'github.git');
  const checkout = path.join(top, 'checkout');
  const runnerTemp = path.join(top, 'runner-temp');
  const bin = path.join(top, 'bin');
  const ghState = path.join(top, 'gh.json');
  git(top, 'init', '-q', '--bare', remote);
  git(top, 'init', '-q', '-b', 'main', checkout);
  git(checkout, 'remote', 'add', 'origin', remote);
  writeFiles(bin, {gh: ghStandIn});
  fs.chmodSync(path.join(bin, 'gh'), 0o755);
  fs.writeFileSync(ghState, JSON.stringify({views: {}, open: [], comments: []}));
  if (files) {
    const seed = scratchDir(t, 'deploy-test-seed-', files);
    git(seed, 'init', '-q', '-b', 'gh-pages');
    git(seed, 'add', '-A');
    git(seed, 'commit', '-q', '-m', 'live');
    git(seed, 'push', '-q', remote, 'gh-pages');
  }
  const run = (
    script: Parameters<typeof command>[0],
    args: string[],
    env: NodeJS.ProcessEnv = {},
  ) => {
    const result = spawnSync(process.execPath, [...command(script), ...args], {
      cwd: checkout,
      encoding: 'utf8',
      env: {
        ...process.env,
        ...quiet,
        GITHUB_REPOSITORY: '',
        GH_STANDIN: ghState,
        HEAD_SHA: head,
        // The stand-in gh first; then this Node, and the system's git and mkfifo.
        PATH: [bin, path.dirname(process.execPath), '/usr/local/bin', '/usr/bin', '/bin'].join(
          path.delimiter,
        ),
        ...env,
      },
    });
    return {status: result.status, out: result.stdout + result.stderr};
  };
  return {
    checkout,
    runnerTemp,
    /** A built site in the folder `name`, made for `baseUrl` from `commit`, with the root files Pages needs. */
    build(name: string, baseUrl: string, commit = 'abc1234'): string {
      const dir = path.join(top, name);
      writeFiles(dir, {
        'index.html': '<h1>Podman</h1>',
        '404.html': '<h1>This page is not here</h1>',
        'blogs/new.html': 'new post',
        'pagefind/vocabulary/_.txt': 'kept by .nojekyll',
        'build-info.json': JSON.stringify({commit, baseUrl, url: 'https://podman.io'}),
        ...pagesRootFiles('https://podman.io', baseUrl),
      });
      return dir;
    },
    /** `npm run deploy -- ARGS --remote` the bare repository. */
    publish: (args: string[], env: NodeJS.ProcessEnv = {}) =>
      run('deploy', [...args, '--remote', remote], env),
    /** `npm run deploy:preview -- DIR`, its origin the bare repository. */
    preview: (dir: string, env: NodeJS.ProcessEnv = {}) => run('deploy:preview', [dir], env),
    sweep: () => run('deploy:sweep', []),
    /** What the stand-in gh answers from now on, and what it was told. */
    gh: {
      answer(views: Record<number, View[]>, open: number[] = []) {
        fs.writeFileSync(ghState, JSON.stringify({views, open, comments: []}));
      },
      comments: () =>
        (JSON.parse(fs.readFileSync(ghState, 'utf8')) as {comments: {pr: string; body: string}[]})
          .comments,
    },
    /** A commit on the checkout's main, for builds made from it. */
    commit: (message: string) => {
      git(checkout, 'commit', '-q', '--allow-empty', '-m', message);
      return git(checkout, 'rev-parse', 'HEAD');
    },
    git: (...args: string[]) => git(remote, ...args),
    /** Every ref of the bare repository with its commit: equal before and after means byte for byte. */
    refs: () => git(remote, 'for-each-ref', '--format=%(refname) %(objectname)'),
    files: () => git(remote, 'ls-tree', '-r', '--name-only', 'gh-pages').split('\n').sort(),
    show: (file: string) => git(remote, 'show', `gh-pages:${file}`),
  };
}
type World = ReturnType<typeof world>;

// What the live branch holds: a CNAME, the preview of an open pull request, and a page the new build no longer has.
const live = {
  'CNAME': 'podman.io\n',
  'pr-preview/pr-7/index.html': 'preview 7',
  'old-page.html': 'gone after the publish',
  'index.html': 'old home',
};

/** A zip archive of stored entries, named as given: what a pull request can upload through the artifact API. */
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

/** Extracts a zip as actions/download-artifact v8.0.1 does: unzip-stream 0.3.4's Extract into `dir`. */
async function extract(zip: Buffer, dir: string): Promise<void> {
  fs.mkdirSync(dir, {recursive: true});
  const extracting = unzip.Extract({path: dir});
  extracting.end(zip);
  await once(extracting, 'close');
}

/** Runs `change`, which must be refused by name, and checks the bare repository is as it was. */
function assertRefused(
  w: World,
  change: () => {status: number | null; out: string},
  error: RegExp,
): void {
  const before = w.refs();
  const result = change();
  assert.equal(result.status, 1, result.out);
  assert.match(result.out, error);
  assert.equal(result.out.trim().split('\n').length, 1, `one line: ${result.out}`);
  assert.equal(w.refs(), before, 'the bare repository is byte for byte as it was');
}

test('publishing the site keeps CNAME, .nojekyll and the previews of open pull requests, and drops the rest of the old site', (t) => {
  const w = world(t, live);
  const result = w.publish(['--build', w.build('build', '/')]);
  assert.equal(result.status, 0, result.out);
  assert.match(result.out, /the site is on gh-pages at [0-9a-f]{12}/);
  assert.deepEqual(w.files(), [
    '.nojekyll',
    '404.html',
    'CNAME',
    'blogs/new.html',
    'build-info.json',
    'index.html',
    'pagefind/vocabulary/_.txt',
    'pr-preview/pr-7/index.html',
  ]);
  assert.deepEqual(['CNAME', 'pr-preview/pr-7/index.html', 'index.html'].map(w.show), [
    'podman.io',
    'preview 7',
    '<h1>Podman</h1>',
  ]);
  assert.equal(
    w.git('rev-list', '--count', 'gh-pages'),
    '2',
    "one new commit on top of the live one: the branch's history is kept",
  );
});

test("a pull request's preview goes to pr-preview/pr-N/ and touches nothing else; closing it takes the folder away", (t) => {
  const w = world(t, live);
  let result = w.publish(['--build', w.build('preview', '/pr-preview/pr-12/'), '--preview', '12']);
  assert.equal(result.status, 0, result.out);
  const after = w.files();
  for (const file of [
    'CNAME',
    'old-page.html',
    'index.html',
    'pr-preview/pr-7/index.html',
    'pr-preview/pr-12/index.html',
  ]) {
    assert.ok(after.includes(file), file);
  }
  assert.equal(w.show('index.html'), 'old home');

  result = w.publish(['--remove-preview', '12']);
  assert.equal(result.status, 0, result.out);
  assert.ok(!w.files().some((f) => f.startsWith('pr-preview/pr-12/')));
  assert.ok(w.files().includes('pr-preview/pr-7/index.html'));
});

test('a first publish starts the branch', (t) => {
  const w = world(t);
  const result = w.publish(['--build', w.build('build', '/')]);
  assert.equal(result.status, 0, result.out);
  assert.ok(w.files().includes('CNAME'));
});

test('in a fork, nothing publishes, saying why in one line', (t) => {
  const w = world(t, live);
  const before = w.refs();
  const fork = w.publish(['--build', w.build('site', '/')], {
    GITHUB_REPOSITORY: 'someone/podman.io',
  });
  assert.equal(fork.status, 0);
  assert.equal(
    fork.out.trim(),
    'not publishing: this is someone/podman.io; the site publishes only from containers/podman.io (config/repository.ts)',
  );
  assert.equal(w.refs(), before);
});

// A build that may not go where it is sent: each refused in one line, gh-pages untouched.
const misplaced: {name: string; args: (w: World) => string[]; error: RegExp}[] = [
  {
    name: "a preview's build is not the site",
    args: (w) => ['--build', w.build('preview', '/pr-preview/pr-12/')],
    error: /is the preview of pull request 12 .*cannot be the site/,
  },
  {
    name: "the site's build is not a preview",
    args: (w) => ['--build', w.build('site', '/'), '--preview', '3'],
    error: /was built for \/, not for pr-preview\/pr-3\//,
  },
  {
    name: 'a build without .nojekyll is not published',
    args: (w) => {
      const site = w.build('site', '/');
      fs.rmSync(path.join(site, '.nojekyll'));
      return ['--build', site];
    },
    error: /has no \.nojekyll/,
  },
];
for (const c of misplaced) {
  test(`refused: ${c.name}`, (t) => {
    const w = world(t, live);
    const args = c.args(w);
    assertRefused(w, () => w.publish(args), c.error);
  });
}

// Crafted trees, refused by the shape check before anything is read or copied, for a preview and for the site.
const crafted: {name: string; make: (dir: string) => void; error: RegExp}[] = [
  {
    name: 'a symbolic link',
    make: (dir) => fs.symlinkSync('/etc/passwd', path.join(dir, 'blogs/passwd.html')),
    error: /blogs\/passwd\.html: is a symbolic link, not a plain file/,
  },
  {
    name: 'a symbolic link to a folder',
    make: (dir) => fs.symlinkSync('../..', path.join(dir, 'blogs/up')),
    error: /blogs\/up: is a symbolic link/,
  },
  {
    name: 'a named pipe',
    make: (dir) => execFileSync('mkfifo', [path.join(dir, 'fifo')]),
    error: /fifo: is a named pipe/,
  },
  {
    name: 'a nested .git folder (a submodule link on gh-pages)',
    make: (dir) => writeFiles(dir, {'sub/.git/HEAD': 'ref: refs/heads/main\n'}),
    error: /sub\/\.git: a \.git entry/,
  },
  {
    name: 'a .GIT folder in another case',
    make: (dir) => writeFiles(dir, {'blogs/.GIT/config': '[core]\n'}),
    error: /blogs\/\.GIT: a \.git entry/,
  },
  {
    name: 'a .git file',
    make: (dir) => writeFiles(dir, {'a/.Git': 'gitdir: ../../elsewhere\n'}),
    error: /a\/\.Git: a \.git entry/,
  },
  {
    name: 'more bytes than the limit',
    // A sparse file: lstat reports its size without the disk holding it.
    make: (dir) => {
      fs.writeFileSync(path.join(dir, 'huge.bin'), '');
      fs.truncateSync(path.join(dir, 'huge.bin'), artifactLimits.bytes + 1);
    },
    error: /huge\.bin: more than 100 MiB in all/,
  },
  {
    name: 'more files than the limit',
    make: (dir) => {
      fs.mkdirSync(path.join(dir, 'many'));
      for (let i = 0; i < artifactLimits.files; i++) {
        fs.writeFileSync(path.join(dir, 'many', String(i)), '');
      }
    },
    error: /: more than 6000 files/,
  },
];
for (const c of crafted) {
  test(`a preview holding ${c.name} is refused, gh-pages unchanged`, (t) => {
    const w = world(t, live);
    w.gh.answer({12: [openAt()]});
    const dir = w.build('preview', '/pr-preview/pr-12/');
    c.make(dir);
    assertRefused(w, () => w.preview(dir), c.error);
    assert.deepEqual(w.gh.comments(), []);
  });
  test(`the site holding ${c.name} is refused, gh-pages unchanged`, (t) => {
    const w = world(t, live);
    const dir = w.build('site', '/');
    c.make(dir);
    assertRefused(w, () => w.publish(['--build', dir]), c.error);
  });
}

test('a zip entry a/../../scripts/publish/preview.mts lands inside the download folder, and the tree is refused', async (t) => {
  const w = world(t, live);
  writeFiles(w.checkout, {'scripts/publish/preview.mts': '// the default branch own code\n'});
  const download = path.join(w.runnerTemp, 'preview');
  await extract(
    zipOf({
      'a/../../scripts/publish/preview.mts': 'console.log("taken over")',
      // From runner.temp/preview, this one would reach the checkout beside it.
      'a/../../../checkout/scripts/publish/preview.mts': 'console.log("taken over")',
    }),
    download,
  );
  assert.equal(
    fs.readFileSync(path.join(w.checkout, 'scripts/publish/preview.mts'), 'utf8'),
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
    ['a/checkout/scripts/publish/preview.mts', 'a/scripts/publish/preview.mts'],
  );
  w.gh.answer({12: [openAt()]});
  assertRefused(w, () => w.preview(download), /no built site in .*runner-temp\/preview/);
});

test('a preview whose build-info.json is a folder is refused before it is read', (t) => {
  const w = world(t, live);
  const dir = w.build('preview', '/pr-preview/pr-12/');
  fs.rmSync(path.join(dir, 'build-info.json'));
  fs.mkdirSync(path.join(dir, 'build-info.json'));
  assertRefused(w, () => w.preview(dir), /no built site in/);
});

test('a preview built for no preview address is refused', (t) => {
  const w = world(t, live);
  assertRefused(
    w,
    () => w.preview(w.build('preview', '/')),
    /was built for \/, which is no preview address/,
  );
});

test("a preview built for pull request 13's address is not published as pull request 12's head", (t) => {
  const w = world(t, live);
  w.gh.answer({13: [openAt({headRefOid: 'b'.repeat(40)})]});
  const before = w.refs();
  const result = w.preview(w.build('preview', '/pr-preview/pr-13/'));
  assert.equal(result.status, 0, result.out);
  assert.match(
    result.out,
    /^not publishing: pull request 13 is open at bbbbbbbbbbbb against main, and this build is of aaaaaaaaaaaa/,
  );
  assert.equal(w.refs(), before);
});

test('a preview of a pull request against another branch than main is not published', (t) => {
  const w = world(t, live);
  w.gh.answer({12: [openAt({baseRefName: 'v4.3-branch'})]});
  const before = w.refs();
  const result = w.preview(w.build('preview', '/pr-preview/pr-12/'));
  assert.equal(result.status, 0, result.out);
  assert.match(result.out, /against v4\.3-branch.*previews are of open pull requests against main/);
  assert.equal(w.refs(), before);
});

test("a fork's preview is refused outside the reviewed environment, and published in it", (t) => {
  const w = world(t, live);
  w.gh.answer({12: [openAt({isCrossRepository: true})]});
  const dir = w.build('preview', '/pr-preview/pr-12/');
  assertRefused(
    w,
    () => w.preview(dir),
    /comes from a fork: .*only in the pr-preview-fork environment/,
  );
  assertRefused(w, () => w.preview(dir, {PREVIEW_ENVIRONMENT: 'pr-preview'}), /comes from a fork/);
  const result = w.preview(dir, {PREVIEW_ENVIRONMENT: 'pr-preview-fork'});
  assert.equal(result.status, 0, result.out);
  assert.ok(w.files().includes('pr-preview/pr-12/index.html'));
});

test('an open pull request gets its preview and one comment with the address, edited on the next push', (t) => {
  const w = world(t, live);
  w.gh.answer({12: [openAt()]});
  const dir = w.build('preview', '/pr-preview/pr-12/');
  for (let push = 1; push <= 2; push++) {
    const result = w.preview(dir);
    assert.equal(result.status, 0, result.out);
    assert.match(
      result.out,
      /^preview: pull request 12 at https:\/\/podman\.io\/pr-preview\/pr-12\//,
    );
  }
  assert.ok(w.files().includes('pr-preview/pr-12/index.html'));
  assert.deepEqual(w.gh.comments(), [
    {
      pr: '12',
      body: 'The site of this pull request, as of aaaaaaaaaaaa: https://podman.io/pr-preview/pr-12/ (not indexed; taken down when the pull request closes).',
    },
  ]);
});

test('a pull request merged while its preview was pushed has the preview taken down again', (t) => {
  const w = world(t, live);
  // Open when first read, merged by the time it is read after the push: its remove job ran in between.
  w.gh.answer({12: [openAt(), openAt({state: 'MERGED'})]});
  const result = w.preview(w.build('preview', '/pr-preview/pr-12/'));
  assert.equal(result.status, 0, result.out);
  assert.match(result.out, /pull request 12 closed meanwhile; its preview is down again/);
  assert.ok(!w.files().some((file) => file.startsWith('pr-preview/pr-12/')));
  assert.ok(w.files().includes('pr-preview/pr-7/index.html'));
  assert.deepEqual(w.gh.comments(), [], 'no address of a preview that is gone');
});

test('the sweep removes, in one commit, every preview whose pull request is not open', (t) => {
  const w = world(t, {
    ...live,
    'pr-preview/pr-12/index.html': 'preview 12',
    'pr-preview/pr-30/index.html': 'preview 30',
  });
  w.gh.answer({}, [12, 31]);
  const commits = Number(w.git('rev-list', '--count', 'gh-pages'));
  let result = w.sweep();
  assert.equal(result.status, 0, result.out);
  assert.match(
    result.out,
    /^sweep: Remove the previews of closed pull requests: pr-30, pr-7; gh-pages at/,
  );
  assert.deepEqual(
    w.files().filter((file) => file.startsWith('pr-preview/')),
    ['pr-preview/pr-12/index.html'],
  );
  assert.ok(w.files().includes('CNAME') && w.files().includes('index.html'), 'the site stays');
  assert.equal(Number(w.git('rev-list', '--count', 'gh-pages')), commits + 1);

  result = w.sweep();
  assert.equal(result.status, 0, result.out);
  assert.match(result.out, /^sweep: no preview of a closed pull request is left/);
  assert.equal(
    Number(w.git('rev-list', '--count', 'gh-pages')),
    commits + 1,
    'nothing to remove, no commit',
  );
});

test('a site build older than the live one is refused unless --allow-rollback; a newer one publishes', (t) => {
  const w = world(t);
  const older = w.commit('older');
  const live = w.commit('live');
  let result = w.publish(['--build', w.build('live', '/', live)]);
  assert.equal(result.status, 0, result.out);

  assertRefused(
    w,
    () => w.publish(['--build', w.build('older', '/', older)]),
    new RegExp(
      `the build is of ${older.slice(0, 12)}, older than ${live.slice(0, 12)} which is live on gh-pages: --allow-rollback`,
    ),
  );
  result = w.publish(['--build', w.build('older', '/', older), '--allow-rollback']);
  assert.equal(result.status, 0, result.out);
  assert.equal(JSON.parse(w.show('build-info.json')).commit, older);

  const newer = w.commit('newer');
  result = w.publish(['--build', w.build('newer', '/', newer)]);
  assert.equal(result.status, 0, result.out);
  assert.equal(JSON.parse(w.show('build-info.json')).commit, newer);
});

test('the tree check names a submodule link or a symlink in a tree, and passes files and folders', (t) => {
  const repo = scratchDir(t, 'deploy-tree-');
  git(repo, 'init', '-q');
  const blob = execFileSync('git', ['hash-object', '-w', '--stdin'], {
    cwd: repo,
    input: 'page',
    encoding: 'utf8',
  }).trim();
  const mktree = (lines: string) =>
    execFileSync('git', ['mktree', '--missing'], {
      cwd: repo,
      input: lines,
      encoding: 'utf8',
    }).trim();
  const folder = mktree(`100644 blob ${blob}\tindex.html\n100755 blob ${blob}\trun.sh\n`);
  const run = (args: string[]) => git(repo, ...args);
  assert.equal(
    unplainEntry(run, mktree(`040000 tree ${folder}\tblogs\n100644 blob ${blob}\tindex.html\n`)),
    undefined,
  );
  assert.equal(
    unplainEntry(
      run,
      mktree(`040000 tree ${folder}\tblogs\n160000 commit ${'c'.repeat(40)}\tsub\n`),
    ),
    'sub (mode 160000)',
  );
  assert.equal(unplainEntry(run, mktree(`120000 blob ${blob}\tlink\n`)), 'link (mode 120000)');
});

// The command line refuses what it cannot mean, naming the option.
const badArguments: {name: string; argv: string[]; error: RegExp}[] = [
  {
    name: 'a --preview that is no number',
    argv: ['--preview', '7; rm -rf /'],
    error: /--preview takes a pull request number/,
  },
  {
    name: 'pull request 0',
    argv: ['--preview', '0'],
    error: /--preview takes a pull request number/,
  },
  {
    name: 'both --preview and --remove-preview',
    argv: ['--preview', '3', '--remove-preview', '3'],
    error: /not both/,
  },
  {
    name: '--remove-preview with a --build',
    argv: ['--remove-preview', '3', '--build', 'x'],
    error: /takes no --build/,
  },
  {
    name: '--allow-rollback with a preview',
    argv: ['--preview', '3', '--allow-rollback'],
    error: /for the site only/,
  },
  {name: 'an unknown option', argv: ['--bogus'], error: /bogus/},
];
for (const c of badArguments) {
  test(`the command line refuses ${c.name}`, () =>
    assert.throws(() => parseDeploy(c.argv), c.error));
}

test('the command line takes --remove-preview N and --allow-rollback', () => {
  assert.deepEqual(parseDeploy(['--remove-preview', '3']), {
    remote: 'origin',
    deploy: {kind: 'remove-preview', pr: 3},
  });
  assert.deepEqual(parseDeploy(['--build', '/b', '--allow-rollback']), {
    remote: 'origin',
    deploy: {kind: 'site', build: '/b', allowRollback: true},
  });
});

test("only a preview's base URL names its pull request", () => {
  const baseUrls = [
    '/pr-preview/pr-7/',
    '/podman.io/pr-preview/pr-12/',
    '/',
    '/pr-preview/pr-07/',
    '/pr-preview/pr-7/x/',
  ];
  assert.deepEqual(baseUrls.map(previewNumber), [7, 12, undefined, undefined, undefined]);
});
