// `npm run deploy:preview -- DIR` (.github/workflows/preview.yml): publishes a pull request's build
// under pr-preview/pr-N/ and comments its address. DIR is the pull request's artifact, so it is data
// checked before use (./artifact.ts); nothing of the pull request's is run. Plain Node, no packages.
import path from 'node:path';
import {checkArtifact} from './artifact.ts';
import {builtSite, deploy, previewNumber, stopUnlessCanonical} from './deploy.ts';
import {comment, pullRequest} from './github.ts';

/** The environment that preview.yml gives a fork's pull request; its required reviewers approve each run. */
export const forkEnvironment = 'pr-preview-fork';

/** Previews are of pull requests against this branch only: another base has no preview.yml to take them down. */
const previewedBase = 'main';

stopUnlessCanonical();
try {
  const build = path.resolve(process.argv[2] ?? 'preview');
  // The shape first: build-info.json is read only once it is known to be a plain file inside.
  checkArtifact(build);
  const site = builtSite(build);
  const pr = previewNumber(site.baseUrl);
  if (!pr) throw new Error(`${build} was built for ${site.baseUrl}, which is no preview address`);
  const before = pullRequest(pr);
  const headSha = process.env.HEAD_SHA ?? 'no commit';
  if (
    before.state !== 'OPEN' ||
    before.headRefOid !== headSha ||
    before.baseRefName !== previewedBase
  ) {
    console.log(
      `not publishing: pull request ${pr} is ${before.state.toLowerCase()} at ${before.headRefOid.slice(0, 12)} ` +
        `against ${before.baseRefName}, and this build is of ${headSha.slice(0, 12)} (previews are of open pull requests against ${previewedBase})`,
    );
    process.exit(0);
  }
  // preview.yml picks the environment from the run's head repository; this holds it to GitHub's own word.
  if (before.isCrossRepository && process.env.PREVIEW_ENVIRONMENT !== forkEnvironment) {
    throw new Error(
      `pull request ${pr} comes from a fork: its preview publishes only in the ${forkEnvironment} environment, once a maintainer approves`,
    );
  }
  const {commit} = deploy(process.cwd(), 'origin', {kind: 'preview', build, pr}, before.headRefOid);
  // The pull request may have closed while this ran, its remove job done before our push: read it again.
  const after = pullRequest(pr);
  if (after.state !== 'OPEN') {
    const {commit: removed} = deploy(
      process.cwd(),
      'origin',
      {kind: 'remove-preview', pr},
      'a closed pull request',
    );
    console.log(
      `preview: pull request ${pr} closed meanwhile; its preview is down again (gh-pages ${removed.slice(0, 12)})`,
    );
    process.exit(0);
  }
  const address = `${site.url}${site.baseUrl}`;
  comment(
    pr,
    `The site of this pull request, as of ${before.headRefOid.slice(0, 12)}: ${address} (not indexed; taken down when the pull request closes).`,
  );
  console.log(`preview: pull request ${pr} at ${address} (gh-pages ${commit.slice(0, 12)})`);
} catch (err) {
  console.error(`preview: ${(err as Error).message}`);
  process.exit(1);
}
