// `npm run deploy:preview -- COMMAND [--remote R]` (.github/workflows/ci.yml and preview.yml;
// ./previews.ts):
//   address N    the SITE_URL and SITE_BASE_URL lines pull request N's build is made with
//   publish DIR  publishes DIR, the build of the open pull request whose head is HEAD_SHA, and
//                comments its address
//   remove N     takes pull request N's preview down
//   sweep        takes down every preview whose pull request is not open
// DIR is the pull request's artifact: data, checked before use (./tree.ts); nothing of the pull
// request's runs, and its number is GitHub's word for the commit CI built, never the artifact's.
// Plain Node, no packages.
import path from 'node:path';
import {parseArgs} from 'node:util';
import {previewsRepository} from '../../config/repository.ts';
import {stopUnlessCanonical} from './branch.ts';
import {comment, hasRequiredReviewers, openPullRequests} from './github.ts';
import {previewAddress, previewsTarget, publishPreview, removePreviews} from './previews.ts';
import {quoted, Refusal} from './tree.ts';

/**
 * The environment preview.yml gives a fork's pull request; its required reviewers approve each run.
 */
export const forkEnvironment = 'pr-preview-fork';

/**
 * Previews are of pull requests against this branch only: another base has no preview.yml to take
 * them down.
 */
const previewedBase = 'main';

const {positionals, values} = parseArgs({
  options: {remote: {type: 'string'}},
  allowPositionals: true,
});
const [command = '', arg = ''] = positionals;
const target = values.remote
  ? {...previewsTarget, fetch: values.remote, push: values.remote}
  : previewsTarget;
const at = (commit?: string) => `${target.branch} at ${commit?.slice(0, 12) ?? 'none'}`;

function number(): number {
  if (!/^[1-9]\d{0,8}$/.test(arg)) {
    throw new Error(`${command} takes a pull request number, not ${quoted(arg)}`);
  }
  return Number(arg);
}

function publishCommand(): void {
  const head = process.env.HEAD_SHA ?? '';
  const pr = openPullRequests().find(
    (p) => p.headRefOid === head && p.baseRefName === previewedBase,
  );
  if (!pr) {
    console.log(
      `not publishing: no open pull request against ${previewedBase} has the head ${quoted(head)} (it moved on, or closed)`,
    );
    return;
  }
  // preview.yml picks the environment from the run's head repository; this holds it to GitHub's own
  // word.
  if (pr.isCrossRepository && process.env.PREVIEW_ENVIRONMENT !== forkEnvironment) {
    throw new Refusal(
      `pull request ${pr.number} comes from a fork: its preview publishes only in the ${forkEnvironment} environment, once a maintainer approves`,
    );
  }
  if (pr.isCrossRepository && !hasRequiredReviewers(forkEnvironment)) {
    throw new Refusal(
      `the ${forkEnvironment} environment has no required reviewers, so nobody approved this fork's preview (README.md, "Set up once")`,
    );
  }
  const {commit} = publishPreview(pr.number, path.resolve(arg || 'preview'), target);
  // Read again: the pull request may have closed (its remove job done before our push) or moved on.
  const now = openPullRequests().find((p) => p.number === pr.number);
  if (!now) {
    const {commit: removed} = removePreviews((prs) => prs.filter((n) => n === pr.number), target);
    console.log(
      `preview: pull request ${pr.number} closed meanwhile; its preview is down again (${at(removed)})`,
    );
    return;
  }
  const {url, baseUrl} = previewAddress(pr.number);
  if (now.headRefOid !== head) {
    console.log(
      `preview: pull request ${pr.number} moved on meanwhile: no comment, its next run publishes (${at(commit)})`,
    );
    return;
  }
  comment(
    pr.number,
    `The site of this pull request, as of ${head.slice(0, 12)}: ${url}${baseUrl} (not indexed; taken down when the pull request closes).`,
  );
  console.log(
    `preview: pull request ${pr.number} at ${url}${baseUrl} (${previewsRepository} ${at(commit)})`,
  );
}

try {
  if (command === 'address') {
    const {url, baseUrl} = previewAddress(number());
    console.log(`SITE_URL=${url}\nSITE_BASE_URL=${baseUrl}`);
  } else if (command === 'publish') {
    stopUnlessCanonical();
    publishCommand();
  } else if (command === 'remove' || command === 'sweep') {
    stopUnlessCanonical();
    const pr = command === 'remove' ? number() : undefined;
    const {made, commit} = removePreviews((prs) => {
      // The sweep asks again on each attempt which are open: one opened meanwhile keeps its
      // preview.
      const open = pr ? undefined : new Set(openPullRequests().map((p) => p.number));
      return prs.filter((n) => (open ? !open.has(n) : n === pr));
    }, target);
    console.log(`preview: ${made ?? 'nothing to take down'} (${at(commit)})`);
  } else {
    throw new Error(`no command ${quoted(command)}: address N, publish DIR, remove N or sweep`);
  }
} catch (err) {
  console.error(`preview: ${(err as Error).message}`);
  process.exit(1);
}
