// `npm run deploy -- [--build DIR] [--remote R] [--allow-rollback]` (README.md, "CI and
// deploying"): puts a built site on gh-pages as one new commit on top of the live one, holding that
// build and nothing else (the previews have a repository of their own: ./previews.ts). Plain Node
// (its type stripping), no packages: the publishing jobs install none and run only these files.
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {gitIn, publish, treeOf, type Git} from './branch.ts';
import {checkedBuild, quoted, Refusal} from './tree.ts';

export const branch = 'gh-pages';

export type SiteDeploy = {build: string; remote: string; allowRollback: boolean};

/** What the command line asks for, or an error naming the option. */
export function parseDeploy(argv: string[]): SiteDeploy {
  const {values} = parseArgs({
    args: argv,
    options: {
      build: {type: 'string'},
      remote: {type: 'string'},
      'allow-rollback': {type: 'boolean'},
    },
    strict: true,
  });
  return {
    build: path.resolve(values.build ?? 'build'),
    remote: values.remote ?? 'origin',
    allowRollback: values['allow-rollback'] ?? false,
  };
}

/** What `run` returns, or undefined when it throws (git exits non-zero). */
const tried = (run: () => string) => {
  try {
    return run();
  } catch {
    return undefined;
  }
};

/**
 * Why the build of commit `build` may not replace the live site, built from `live`: a re-run of an
 * older CI run would put its older build back. The two are compared in the checkout's own history,
 * and a publish is refused when they cannot be: a commit it does not know, or a shallow history.
 */
export function rollback(checkout: Git, build?: string, live?: string): string | undefined {
  if (live === undefined || build === live) return undefined;
  const unknown = [build, live].filter(
    (commit) =>
      !/^[0-9a-f]{40}$/.test(commit ?? '') ||
      tried(() => checkout(['cat-file', '-e', `${commit}^{commit}`])) === undefined,
  );
  const why =
    checkout(['rev-parse', '--is-shallow-repository']) === 'true'
      ? "this checkout's history is shallow"
      : unknown
          .map((commit) => `${quoted(commit ?? 'none')} is no commit of this checkout`)
          .join(', ');
  if (why) {
    return `cannot tell whether the build is older than the live site (${why}): --allow-rollback publishes it anyway`;
  }
  if (tried(() => checkout(['merge-base', '--is-ancestor', build!, live])) === undefined) {
    return undefined; // Not an ancestor: newer, or on another line.
  }
  return `the build is of ${build!.slice(0, 12)}, older than ${live.slice(0, 12)} which is live on ${branch}: --allow-rollback publishes it anyway`;
}

/** Publishes the site from the git checkout `repo`, on top of what is live. */
export function deploySite(repo: string, {build, remote, allowRollback}: SiteDeploy) {
  const site = checkedBuild(build);
  if (!fs.existsSync(path.join(build, '.nojekyll'))) {
    throw new Refusal(
      `${quoted(build)} has no .nojekyll: GitHub Pages would run Jekyll and drop files and folders that start with _`,
    );
  }
  const checkout = gitIn(repo);
  // A remote of the checkout by its name, or an address as it is.
  const url = (...push: string[]) =>
    tried(() => checkout(['remote', 'get-url', ...push, remote])) ?? remote;
  const cname = path.join(build, 'CNAME');
  const built = fs.existsSync(cname) ? fs.readFileSync(cname, 'utf8').trim() : '';
  return publish({fetch: url(), push: url('--push'), branch}, (git, tip, scratch) => {
    const read = (file: string) => tried(() => git(['show', file]));
    // GitHub Pages takes the custom domain from the branch: a build without the live one's would
    // drop it.
    const live = tip && read(`${tip}:CNAME`);
    if (live && live !== built) {
      throw new Refusal(
        `${quoted(build)} carries ${built ? `the CNAME ${quoted(built)}` : 'no CNAME'}, the live site ${quoted(live)}: GitHub Pages would drop its custom domain`,
      );
    }
    const why =
      tip && !allowRollback
        ? rollback(checkout, site.commit, liveCommit(read(`${tip}:build-info.json`)))
        : undefined;
    if (why) throw new Refusal(why);
    return {
      tree: treeOf(git, build, scratch),
      parent: tip,
      message: `Publish the site (from ${site.commit ?? 'an unknown commit'})`,
    };
  });
}

/** The commit a live build-info.json names, if it names one. */
function liveCommit(info: string | undefined): string | undefined {
  try {
    return String((JSON.parse(info ?? '') as {commit?: unknown}).commit ?? '') || undefined;
  } catch {
    return undefined;
  }
}
