// `npm run deploy:preview -- DIR`, run by .github/workflows/preview.yml with a pull
// request's build as CI made it: which pull request it is (from the base URL
// it was built for), checked against GitHub (that pull request is open and
// its head is the commit CI built, HEAD_SHA); then published under
// pr-preview/pr-N/ (./deploy.ts), and the address given on the pull request
// with the GitHub CLI, in one comment kept up to date. Plain Node: no
// packages, nothing of the pull request's is run.
import {execFileSync} from 'node:child_process';
import path from 'node:path';
import {builtSite, deploy, notCanonical, previewNumber} from './deploy.ts';

const gh = (...args: string[]) => execFileSync('gh', args, {encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe']}).trim();

try {
  const skip = notCanonical();
  if (skip) {
    console.log(skip);
    process.exit(0);
  }
  const build = path.resolve(process.argv[2] ?? 'preview');
  const site = builtSite(build);
  const pr = previewNumber(site.baseUrl);
  if (!pr) throw new Error(`${build} was built for ${site.baseUrl}, which is no preview address`);
  const {headRefOid, state} = JSON.parse(gh('pr', 'view', String(pr), '--json', 'headRefOid,state')) as {headRefOid: string; state: string};
  if (state !== 'OPEN' || headRefOid !== process.env.HEAD_SHA) {
    console.log(`not publishing: pull request ${pr} is ${state.toLowerCase()} at ${headRefOid.slice(0, 12)}, and this build is of ${(process.env.HEAD_SHA ?? 'no commit').slice(0, 12)}`);
    process.exit(0);
  }
  const commit = deploy(process.cwd(), 'origin', {kind: 'preview', build, pr}, headRefOid);
  const address = `${site.url}${site.baseUrl}`;
  const body = `The site of this pull request, as of ${headRefOid.slice(0, 12)}: ${address} (not indexed; taken down when the pull request closes).`;
  try {
    gh('pr', 'comment', String(pr), '--edit-last', '--body', body);
  } catch {
    gh('pr', 'comment', String(pr), '--body', body);
  }
  console.log(`preview: pull request ${pr} at ${address} (gh-pages ${commit.slice(0, 12)})`);
} catch (err) {
  console.error(`preview: ${(err as Error).message}`);
  process.exit(1);
}
