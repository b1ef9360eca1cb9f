// `npm run deploy -- [options]`: see ./deploy.ts.
import {builtSite, deploy, describe, stopUnlessCanonical, parseDeploy, branch} from './deploy.ts';

stopUnlessCanonical();
try {
  const {deploy: what, remote} = parseDeploy(process.argv.slice(2));
  const commitOf = what.kind === 'remove-preview' ? 'a closed pull request' : builtSite(what.build).commit;
  const commit = deploy(process.cwd(), remote, what, commitOf);
  console.log(`deploy: ${describe(what)} is on ${branch} at ${commit.slice(0, 12)}`);
} catch (err) {
  console.error(`deploy: ${(err as Error).message}`);
  process.exit(1);
}
