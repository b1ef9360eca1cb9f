// `npm run upstream`: what an upgrade changed under the speed layer, and `--accept` to record it.
import path from 'node:path';
import {lockOfInstalled, review, writeLock} from './review';

// npm run upstream [-- --accept] (speed/README.md, "Upgrading Docusaurus").
const root = path.resolve(__dirname, '../..');
const args = process.argv.slice(2);
const unknown = args.filter((arg) => arg !== '--accept');
if (unknown.length > 0) {
  console.error(`npm run upstream: unknown argument ${unknown.join(' ')} (only --accept)`);
  process.exit(2);
}
if (args.includes('--accept')) {
  try {
    writeLock(root, lockOfInstalled(root));
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  console.log(
    'speed/upstream.lock.json now holds the installed versions and hashes: commit it with the pieces you fixed.',
  );
} else {
  const {text, differs} = review(root, path.join(root, 'tests/.tmp/upstream'));
  console.log(text);
  if (differs) {
    console.log('\nAfter fixing or retiring each piece named: npm run upstream -- --accept');
  }
}
