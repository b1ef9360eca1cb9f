// `npm run deploy:preview -- DIR` (.github/workflows/preview.yml): publishes a pull request's build under
// pr-preview/pr-N/ when that pull request is open at the commit CI built (HEAD_SHA), and comments its address.
// Plain Node: no packages, nothing of the pull request's is run.
import {execFileSync} from 'node:child_process';
import path from 'node:path';
import {builtSite, deploy, previewNumber, stopUnlessCanonical} from './deploy.ts';

const gh = (...args: string[]) => execFileSync('gh', args, {encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe']}).trim();

stopUnlessCanonical();
try {
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
