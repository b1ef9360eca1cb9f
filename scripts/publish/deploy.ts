// `npm run deploy -- [--build DIR] [--remote R] [--allow-rollback] [--preview N | --remove-preview N]`
// (README.md, "CI and deploying"): puts a built site on gh-pages as one new commit, keeping the
// previews of open pull requests (pr-preview/). Plain Node (its type stripping), no packages: the
// publishing jobs install none and run only these files.
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {canonicalRepository} from '../../config/repository.ts';
import {checkArtifact} from './artifact.ts';

export const branch = 'gh-pages';
export const previewFolder = 'pr-preview';

export type Deploy =
  | {kind: 'site'; build: string; allowRollback?: boolean}
  | {kind: 'preview'; build: string; pr: number}
  | {kind: 'remove-preview'; pr: number}
  // Every pr-preview/pr-N/ whose pull request is not in `open` goes, in one commit.
  | {kind: 'sweep'; open: ReadonlySet<number>};

function pullRequest(value: string, option: string): number {
  if (!/^[1-9]\d{0,8}$/.test(value)) {
    throw new Error(`${option} takes a pull request number, not ${JSON.stringify(value)}`);
  }
  return Number(value);
}

/** What the command line asks for, or an error naming the option. */
export function parseDeploy(argv: string[]): {deploy: Deploy; remote: string} {
  const {values} = parseArgs({
    args: argv,
    options: {
      build: {type: 'string'},
      remote: {type: 'string'},
      preview: {type: 'string'},
      'remove-preview': {type: 'string'},
      'allow-rollback': {type: 'boolean'},
    },
    strict: true,
  });
  const remote = values.remote ?? 'origin';
  if (values.preview !== undefined && values['remove-preview'] !== undefined) {
    throw new Error('give --preview or --remove-preview, not both');
  }
  if (values['remove-preview'] !== undefined) {
    if (values.build !== undefined) throw new Error('--remove-preview takes no --build');
    return {
      remote,
      deploy: {
        kind: 'remove-preview',
        pr: pullRequest(values['remove-preview'], '--remove-preview'),
      },
    };
  }
  if (
    values['allow-rollback'] &&
    (values.preview !== undefined || values['remove-preview'] !== undefined)
  ) {
    throw new Error('--allow-rollback is for the site only');
  }
  const build = path.resolve(values.build ?? 'build');
  if (values.preview !== undefined) {
    return {remote, deploy: {kind: 'preview', build, pr: pullRequest(values.preview, '--preview')}};
  }
  return {remote, deploy: {kind: 'site', build, allowRollback: values['allow-rollback'] ?? false}};
}

/** The address and commit a build was made for, from its build-info.json (plugins/build-info). */
export function builtSite(build: string): {url: string; baseUrl: string; commit?: string} {
  const file = path.join(build, 'build-info.json');
  const isFile = (name: string) => fs.statSync(name, {throwIfNoEntry: false})?.isFile() === true;
  if (!isFile(path.join(build, 'index.html')) || !isFile(file)) {
    throw new Error(`no built site in ${build} (run npm run build first)`);
  }
  const {url, baseUrl, commit} = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    url?: string;
    baseUrl?: string;
    commit?: string;
  };
  if (!url || !baseUrl) {
    throw new Error(`${file} names no url and baseUrl: build again with this checkout`);
  }
  return {url, baseUrl, commit};
}

/** The pull request a base URL is the preview of ("/pr-preview/pr-7/" -> 7), if it is one. */
export function previewNumber(baseUrl: string): number | undefined {
  const found = new RegExp(`/${previewFolder}/pr-([1-9]\\d*)/$`).exec(baseUrl);
  return found ? Number(found[1]) : undefined;
}

/** Why this build may not go where it is sent, or undefined when it may. */
export function refusal(deploy: Deploy): string | undefined {
  if (deploy.kind === 'remove-preview' || deploy.kind === 'sweep') return undefined;
  // The tree's shape first: build-info.json is read only once it is known to be a plain file.
  checkArtifact(deploy.build);
  const {baseUrl} = builtSite(deploy.build);
  const preview = previewNumber(baseUrl);
  if (deploy.kind === 'preview') {
    const wanted = `${previewFolder}/pr-${deploy.pr}/`;
    return preview === deploy.pr
      ? undefined
      : `${deploy.build} was built for ${baseUrl}, not for ${wanted} (build it with SITE_BASE_URL=/${wanted})`;
  }
  if (preview) {
    return `${deploy.build} is the preview of pull request ${preview} (built for ${baseUrl}): it cannot be the site`;
  }
  if (!fs.existsSync(path.join(deploy.build, '.nojekyll'))) {
    return `${deploy.build} has no .nojekyll: GitHub Pages would run Jekyll and drop files and folders that start with _`;
  }
}

/** In a GitHub Actions run of another repository (a fork): says why it does not publish, and ends the process with status 0. */
export function stopUnlessCanonical(): void {
  const here = process.env.GITHUB_REPOSITORY;
  if (!here || here === canonicalRepository) return;
  console.log(
    `not publishing: this is ${here}; the site publishes only from ${canonicalRepository} (config/repository.ts)`,
  );
  process.exit(0);
}

type Git = (args: string[], opts?: {env?: NodeJS.ProcessEnv}) => string;

/** The tree of a folder's files, written into the repository's object store. */
function treeOf(git: Git, dir: string, index: string): string {
  const env = {GIT_INDEX_FILE: index, GIT_WORK_TREE: dir};
  // -f: every file of the build, whatever ignore rules the machine has.
  git(['add', '-A', '-f', '.'], {env});
  return git(['write-tree'], {env});
}

/** The first entry of `tree` that is no plain file (100644, 100755) or folder: a link or a submodule. */
export function unplainEntry(git: Git, tree: string): string | undefined {
  for (const line of git(['ls-tree', '-r', '-t', '-z', tree]).split('\0')) {
    const [mode, , , name] = /^(\d+) (\w+) (\w+)\t(.*)$/s.exec(line)?.slice(1) ?? [];
    if (line && !['100644', '100755', '040000'].includes(mode ?? '')) {
      return `${name ?? line} (mode ${mode})`;
    }
  }
  return undefined;
}

/**
 * Why `build` (a commit) may not replace `live` (the commit of the site on gh-pages): a re-run of an
 * older CI run would put its older build back. Undefined when it may, or when this checkout cannot
 * tell (the live commit is not in its history, e.g. after a force push), which it says in a line.
 */
export function rollback(
  git: Git,
  build: string | undefined,
  live: string | undefined,
): string | undefined {
  if (!build || !live || build === live) return undefined;
  const known = (commit: string) => {
    try {
      git(['cat-file', '-e', `${commit}^{commit}`]);
      return true;
    } catch {
      return false;
    }
  };
  if (!known(build) || !known(live)) {
    console.log(
      `deploy: cannot tell whether ${build.slice(0, 12)} is older than the live ${live.slice(0, 12)} (not both in this checkout's history); publishing`,
    );
    return undefined;
  }
  try {
    git(['merge-base', '--is-ancestor', build, live]);
  } catch {
    return undefined; // Exit 1: not an ancestor, so newer or on another line.
  }
  return `the build is of ${build.slice(0, 12)}, older than ${live.slice(0, 12)} which is live on ${branch}: --allow-rollback publishes it anyway`;
}

/** The commit named by the build-info.json of a gh-pages commit, if it has one. */
function liveCommit(git: Git, parent: string): string | undefined {
  try {
    return (JSON.parse(git(['show', `${parent}:build-info.json`])) as {commit?: string}).commit;
  } catch {
    return undefined;
  }
}

/** The pr-N folders under pr-preview/ of a gh-pages commit. */
function previewsOf(git: Git, parent: string | undefined): string[] {
  if (
    !parent ||
    !git(['ls-tree', '-d', '--name-only', `${parent}:`])
      .split('\n')
      .includes(previewFolder)
  ) {
    return [];
  }
  return git(['ls-tree', '-d', '--name-only', `${parent}:${previewFolder}`])
    .split('\n')
    .filter(Boolean);
}

/** What a publish left on gh-pages: its commit, and the message of the commit it made (none when nothing changed). */
export type Published = {commit: string; made?: string};

/** One attempt: fetch the branch, make the new tree, commit on top, push. Undefined when the push lost a race. */
function attempt(git: Git, remote: string, deploy: Deploy, message: string): Published | undefined {
  const ref = `refs/deploy/${branch}`;
  let parent: string | undefined;
  try {
    git(['fetch', '--quiet', '--depth=1', remote, `+refs/heads/${branch}:${ref}`]);
    parent = git(['rev-parse', ref]);
  } catch (err) {
    if (!/couldn't find remote ref/i.test(String((err as {stderr?: string}).stderr ?? err))) {
      throw err;
    }
  }
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'podman-site-deploy-'));
  try {
    const env = {GIT_INDEX_FILE: path.join(scratch, 'index')};
    let subject = message;
    if (deploy.kind === 'site' && !deploy.allowRollback && parent) {
      const why = rollback(git, builtSite(deploy.build).commit, liveCommit(git, parent));
      if (why) throw new Error(why);
    }
    const buildTree =
      deploy.kind === 'site' || deploy.kind === 'preview'
        ? treeOf(git, deploy.build, path.join(scratch, 'build-index'))
        : undefined;
    if (deploy.kind === 'site') {
      git(['read-tree', buildTree!], {env});
      if (previewsOf(git, parent).length > 0) {
        git(['read-tree', `--prefix=${previewFolder}/`, `${parent}:${previewFolder}`], {env});
      }
    } else if (deploy.kind === 'sweep') {
      if (!parent) throw new Error(`there is no ${branch} to sweep`);
      git(['read-tree', parent], {env});
      const closed = previewsOf(git, parent).filter(
        (name) => !deploy.open.has(Number(/^pr-(\d+)$/.exec(name)?.[1])),
      );
      for (const name of closed) {
        git(['rm', '--cached', '-r', '-q', `${previewFolder}/${name}`], {env});
      }
      // The message names what went, known only now that the branch is read.
      subject = `Remove the previews of closed pull requests: ${closed.join(', ')}`;
    } else {
      if (parent) git(['read-tree', parent], {env});
      git(['rm', '--cached', '-r', '-q', '--ignore-unmatch', `${previewFolder}/pr-${deploy.pr}`], {
        env,
      });
      if (buildTree) {
        git(['read-tree', `--prefix=${previewFolder}/pr-${deploy.pr}/`, buildTree], {env});
      }
    }
    const tree = git(['write-tree'], {env});
    if (parent && git(['rev-parse', `${parent}^{tree}`]) === tree) return {commit: parent};
    // Whatever reached the tree, only files and folders are committed: a submodule link or a
    // symlink on gh-pages would fail (or subvert) every later Pages build.
    const unplain = unplainEntry(git, tree);
    if (unplain) throw new Error(`${unplain} is no plain file or folder: nothing is published`);
    const commit = git(['commit-tree', tree, ...(parent ? ['-p', parent] : []), '-m', subject], {
      env: identity(git),
    });
    try {
      git(['push', '--quiet', remote, `${commit}:refs/heads/${branch}`]);
    } catch (err) {
      if (
        /rejected|fetch first|non-fast-forward|stale info/i.test(
          String((err as {stderr?: string}).stderr ?? err),
        )
      ) {
        return undefined;
      }
      throw err;
    }
    return {commit, made: subject};
  } finally {
    fs.rmSync(scratch, {recursive: true, force: true});
  }
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

export function describe(deploy: Deploy): string {
  if (deploy.kind === 'site') return 'the site';
  if (deploy.kind === 'sweep') return 'the previews of closed pull requests';
  if (deploy.kind === 'preview') {
    return `the preview of pull request ${deploy.pr} at ${previewFolder}/pr-${deploy.pr}/`;
  }
  return `removal of ${previewFolder}/pr-${deploy.pr}/`;
}

/** Publishes from the git repository `repo`, retrying when another publish pushed first. */
export function deploy(repo: string, remote: string, what: Deploy, commitOf?: string): Published {
  const why = refusal(what);
  if (why) throw new Error(why);
  // The build's own commit, read only now that refusal() has checked the tree's shape.
  const from =
    commitOf ?? ('build' in what ? builtSite(what.build).commit : undefined) ?? 'unknown';
  const git: Git = (args, opts = {}) =>
    execFileSync('git', args, {
      cwd: repo,
      encoding: 'utf8',
      env: {...process.env, ...opts.env},
      stdio: ['ignore', 'pipe', 'pipe'],
    }).trim();
  const message = `Publish ${describe(what)} (from ${from})`;
  for (let tries = 1; tries <= 5; tries++) {
    const published = attempt(git, remote, what, message);
    if (published) return published;
  }
  throw new Error(`${branch} moved under five publishes in a row; try again`);
}
