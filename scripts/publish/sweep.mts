// `npm run deploy:sweep` (.github/workflows/preview.yml, on a schedule): removes, in one commit, every
// pr-preview/pr-N/ on gh-pages whose pull request is not open. It catches what the remove job missed:
// a remove that failed, or a preview pushed after its pull request closed. Plain Node, no packages.
import {branch, deploy, stopUnlessCanonical} from './deploy.ts';
import {openPullRequests} from './github.ts';

stopUnlessCanonical();
try {
  const open = openPullRequests();
  const {commit, made} = deploy(process.cwd(), 'origin', {kind: 'sweep', open});
  console.log(
    `sweep: ${made ?? 'no preview of a closed pull request is left'}; ${branch} at ${commit.slice(0, 12)}`,
  );
} catch (err) {
  console.error(`sweep: ${(err as Error).message}`);
  process.exit(1);
}
