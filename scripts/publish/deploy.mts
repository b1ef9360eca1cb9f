// `npm run deploy -- [options]`: see ./deploy.ts.
import {deploy, describe, stopUnlessCanonical, parseDeploy, branch} from './deploy.ts';

stopUnlessCanonical();
try {
  const {deploy: what, remote} = parseDeploy(process.argv.slice(2));
  const {commit} = deploy(
    process.cwd(),
    remote,
    what,
    what.kind === 'remove-preview' ? 'a closed pull request' : undefined,
  );
  console.log(`deploy: ${describe(what)} is on ${branch} at ${commit.slice(0, 12)}`);
} catch (err) {
  console.error(`deploy: ${(err as Error).message}`);
  process.exit(1);
}
