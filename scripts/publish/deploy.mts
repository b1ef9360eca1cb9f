// `npm run deploy -- [options]`: see ./deploy.ts.
import fs from 'node:fs';
import path from 'node:path';
import {deploy, describe, notCanonical, parseDeploy, branch} from './deploy.ts';

try {
  const skip = notCanonical();
  if (skip) {
    console.log(skip);
  } else {
    const {deploy: what, remote} = parseDeploy(process.argv.slice(2));
    const commitOf = what.kind === 'remove-preview' ? 'a closed pull request' : (JSON.parse(fs.readFileSync(path.join(what.build, 'build-info.json'), 'utf8')) as {commit: string}).commit;
    const commit = deploy(process.cwd(), remote, what, commitOf);
    console.log(`deploy: ${describe(what)} is on ${branch} at ${commit.slice(0, 12)}`);
  }
} catch (err) {
  console.error(`deploy: ${(err as Error).message}`);
  process.exit(1);
}
