// `tsx scripts/env/cli.ts check` (scripts/test.sh): exit 1 naming each variable set to a value it
// does not take.
import {environmentProblems} from '../../config/environment';

const command = process.argv[2];
if (command === 'check') {
  const problems = environmentProblems();
  for (const p of problems) console.error(`Environment: ${p}`);
  process.exit(problems.length ? 1 : 0);
} else {
  console.error('usage: tsx scripts/env/cli.ts check');
  process.exit(2);
}
