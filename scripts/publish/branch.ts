// A branch GitHub Pages serves, written the one way scripts/publish/ writes one: its tip fetched
// into a scratch repository (never the checkout, which stays as it was: a maintainer's full clone
// is never made shallow), the next commit made and its tree checked (./tree.ts), then pushed with a
// lease on the commit that was read, and made again from the new tip when another publish got there
// first. Plain Node, no packages.
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {canonicalRepository} from '../../config/repository.ts';
import {checkTree, gitSaid, quoted} from './tree.ts';

export type Git = (args: string[], opts?: {env?: NodeJS.ProcessEnv; input?: string}) => string;

/** git in `repo`, every pathspec literal (no name is read as a pattern). */
export function gitIn(repo: string): Git {
  return (args, {env, input} = {}) =>
    execFileSync('git', args, {
      cwd: repo,
      encoding: 'utf8',
      input,
      env: {...process.env, GIT_LITERAL_PATHSPECS: '1', ...env},
      stdio: [input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
      maxBuffer: 256 * 1024 * 1024,
    }).trim();
}

// Read once and kept out of the environment every other child process inherits: only a push gets
// them.
const token = process.env.GITHUB_TOKEN;
const deployKey = process.env.PREVIEWS_DEPLOY_KEY;
delete process.env.GITHUB_TOKEN;
delete process.env.PREVIEWS_DEPLOY_KEY;

/** What a push needs to reach GitHub: the job's token over HTTPS, or the deploy key over SSH. */
function credentials(scratch: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  if (token) {
    const basic = Buffer.from(`x-access-token:${token}`).toString('base64');
    env.GIT_CONFIG_COUNT = '1';
    env.GIT_CONFIG_KEY_0 = 'http.https://github.com/.extraheader';
    env.GIT_CONFIG_VALUE_0 = `AUTHORIZATION: basic ${basic}`;
  }
  if (deployKey) {
    const key = path.join(scratch, 'deploy-key');
    fs.writeFileSync(key, `${deployKey.trim()}\n`, {mode: 0o600});
    // GitHub's host keys are the runner's (/etc/ssh/ssh_known_hosts); no other host is trusted.
    env.GIT_SSH_COMMAND = `ssh -i '${key}' -o IdentitiesOnly=yes -o StrictHostKeyChecking=yes`;
  }
  return env;
}

/**
 * In a GitHub Actions run of another repository (a fork): says why it does not publish, and ends
 * the process with status 0.
 */
export function stopUnlessCanonical(): void {
  const here = process.env.GITHUB_REPOSITORY;
  if (!here || here === canonicalRepository) return;
  console.log(
    `not publishing: this is ${here}; the site publishes only from ${canonicalRepository} (config/repository.ts)`,
  );
  process.exit(0);
}

/** Where a branch is read from and pushed to (the same repository, perhaps by two addresses). */
export type Target = {fetch: string; push: string; branch: string};

/** The next commit: its tree, its parent (none: a commit with no history) and its message. */
export type Next = {tree: string; parent?: string; message: string};

/** The tree of a folder's files, written into the repository's object store. */
export function treeOf(git: Git, dir: string, scratch: string): string {
  const env = {
    GIT_INDEX_FILE: path.join(fs.mkdtempSync(path.join(scratch, 'index-')), 'index'),
    GIT_WORK_TREE: dir,
  };
  // -f: every file of the build, whatever ignore rules the machine has.
  git(['add', '-A', '-f', '.'], {env});
  return git(['write-tree'], {env});
}

/** The committer: git's own settings when it has them, else the Actions bot. */
function identity(git: Git): NodeJS.ProcessEnv {
  try {
    if (git(['config', 'user.name']) && git(['config', 'user.email'])) return {};
  } catch {
    // Unset: git config exits 1.
  }
  const name = 'github-actions[bot]';
  const email = '41898282+github-actions[bot]@users.noreply.github.com';
  return {
    GIT_AUTHOR_NAME: name,
    GIT_AUTHOR_EMAIL: email,
    GIT_COMMITTER_NAME: name,
    GIT_COMMITTER_EMAIL: email,
  };
}

/**
 * Pushes `commit` if the branch is still at `tip`: undefined once it is there, the remote's reason
 * when another publish moved the branch first. Any other refusal throws, with the remote's reason.
 */
function push(git: Git, target: Target, commit: string, tip: string | undefined, scratch: string) {
  const ref = `refs/heads/${target.branch}`;
  const lease = `--force-with-lease=${ref}:${tip ?? ''}`;
  try {
    git(['push', '--quiet', lease, target.push, `${commit}:${ref}`], {env: credentials(scratch)});
    return undefined;
  } catch (err) {
    const said = String((err as {stderr?: string}).stderr ?? err);
    const lines = said.split('\n').filter((line) => /^( ! |remote: )/.test(line));
    const reason = quoted(lines.join(' ') || gitSaid(err));
    // The lease no longer holds: another publish moved the branch since it was read.
    if (/\(stale info\)|is at \w+ but expected/.test(said)) return reason;
    throw new Error(`the push to ${target.branch} was refused: ${reason}`, {cause: err});
  }
}

/**
 * Publishes what `next` makes of the branch's tip (undefined: the branch does not exist yet; a next
 * of undefined: nothing to publish). Returns the commit the branch is at, and the message of the
 * commit made, if one was. A push that lost a race is tried again from the new tip, after 1, 2, 4
 * and 8 s.
 */
export function publish(
  target: Target,
  next: (git: Git, tip: string | undefined, scratch: string) => Next | undefined,
): {commit?: string; made?: string} {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'podman-site-publish-'));
  try {
    execFileSync('git', ['init', '-q', path.join(scratch, 'repo')], {stdio: 'ignore'});
    const git = gitIn(path.join(scratch, 'repo'));
    for (let attempt = 1; ; attempt++) {
      let tip: string | undefined;
      try {
        git([
          'fetch',
          '--quiet',
          '--depth=1',
          '--no-tags',
          target.fetch,
          `refs/heads/${target.branch}`,
        ]);
        tip = git(['rev-parse', 'FETCH_HEAD']);
      } catch (err) {
        if (!/couldn't find remote ref/i.test(gitSaid(err))) throw err;
      }
      const made = next(git, tip, scratch);
      if (!made || (tip && made.tree === git(['rev-parse', `${tip}^{tree}`]))) return {commit: tip};
      checkTree(git, made.tree, scratch);
      const parent = made.parent ? ['-p', made.parent] : [];
      const commit = git(['commit-tree', made.tree, ...parent, '-m', made.message], {
        env: identity(git),
      });
      const lost = push(git, target, commit, tip, scratch);
      if (!lost) return {commit, made: made.message};
      if (attempt === 5) {
        throw new Error(`${target.branch} moved under five publishes in a row: ${lost}`);
      }
      console.log(
        `${target.branch} moved while this publish ran (${lost}); trying again in ${2 ** (attempt - 1)} s`,
      );
      // A wait that blocks: these scripts run one publish and nothing else.
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1000 * 2 ** (attempt - 1));
    }
  } finally {
    fs.rmSync(scratch, {recursive: true, force: true});
  }
}
