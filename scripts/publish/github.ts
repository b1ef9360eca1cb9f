// The GitHub CLI as the publishing scripts use it: what they ask of pull requests, in one place, so
// the tests' stand-in `gh` (deploy.test.ts) answers exactly these calls. Plain Node, no packages.
import {execFileSync} from 'node:child_process';

const gh = (...args: string[]) =>
  execFileSync('gh', args, {encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe']}).trim();

export type PullRequest = {
  state: 'OPEN' | 'CLOSED' | 'MERGED';
  headRefOid: string;
  baseRefName: string;
  isCrossRepository: boolean;
};

/** A pull request's state, head commit, base branch and whether it comes from a fork. */
export function pullRequest(pr: number): PullRequest {
  const fields = 'state,headRefOid,baseRefName,isCrossRepository';
  return JSON.parse(gh('pr', 'view', String(pr), '--json', fields)) as PullRequest;
}

/** The numbers of every open pull request. */
export function openPullRequests(): Set<number> {
  // 1000 is far more than this repository has ever had open at once; gh pages through them.
  const open = JSON.parse(
    gh('pr', 'list', '--state', 'open', '--limit', '1000', '--json', 'number'),
  ) as {
    number: number;
  }[];
  return new Set(open.map((pr) => pr.number));
}

/** Writes `body` as the last comment of ours on the pull request, or adds it when there is none yet. */
export function comment(pr: number, body: string): void {
  try {
    gh('pr', 'comment', String(pr), '--edit-last', '--body', body);
  } catch {
    gh('pr', 'comment', String(pr), '--body', body);
  }
}
