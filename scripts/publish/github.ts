// The GitHub CLI as the publishing scripts use it: what they ask of pull requests, environments and
// comments, in one place, so the tests' stand-in `gh` (publish.test.ts) answers exactly these
// calls. Plain Node, no packages.
import {execFileSync} from 'node:child_process';
import {canonicalRepository} from '../../config/repository.ts';

const gh = (...args: string[]) =>
  execFileSync('gh', args, {encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe']}).trim();
const api = (route: string, ...args: string[]) =>
  JSON.parse(gh('api', ...args, `repos/${canonicalRepository}/${route}`)) as unknown;

export type PullRequest = {
  number: number;
  headRefOid: string;
  baseRefName: string;
  isCrossRepository: boolean;
};

/**
 * Every open pull request, with its head commit, its base branch and whether it comes from a fork.
 */
export function openPullRequests(): PullRequest[] {
  // 1000 is far more than this repository has ever had open at once; gh pages through them.
  const fields = 'number,headRefOid,baseRefName,isCrossRepository';
  return JSON.parse(
    gh('pr', 'list', '--state', 'open', '--limit', '1000', '--json', fields),
  ) as PullRequest[];
}

/** Whether an environment has required reviewers, so that each run in it waits for one of them. */
export function hasRequiredReviewers(environment: string): boolean {
  const {protection_rules: rules = []} = api(`environments/${environment}`) as {
    protection_rules?: {type: string; reviewers?: unknown[]}[];
  };
  return rules.some(
    (rule) => rule.type === 'required_reviewers' && Boolean(rule.reviewers?.length),
  );
}

/** Hidden in the rendered comment: how the bot tells its preview comment from any other. */
const marker = '<!-- podman.io preview -->';

/**
 * Writes `body` as the bot's preview comment on the pull request: the one with the marker, else a
 * new one.
 */
export function comment(pr: number, body: string): void {
  const pages = api(`issues/${pr}/comments`, '--paginate', '--slurp') as {
    id: number;
    user: {login: string};
    body: string;
  }[][];
  const ours = pages
    .flat()
    .find((c) => c.user.login === 'github-actions[bot]' && c.body.startsWith(marker));
  const text = `body=${marker}\n${body}`;
  if (ours) api(`issues/comments/${ours.id}`, '--method', 'PATCH', '-f', text);
  else api(`issues/${pr}/comments`, '--method', 'POST', '-f', text);
}
