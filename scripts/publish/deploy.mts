// `npm run deploy -- [options]`: see ./deploy.ts.
import {stopUnlessCanonical} from './branch.ts';
import {branch, deploySite, parseDeploy} from './deploy.ts';

stopUnlessCanonical();
try {
  const {commit} = deploySite(process.cwd(), parseDeploy(process.argv.slice(2)));
  console.log(`deploy: the site is on ${branch} at ${commit?.slice(0, 12)}`);
} catch (err) {
  console.error(`deploy: ${(err as Error).message}`);
  process.exit(1);
}
