// `npm run docs:generate [-- --ci-report FILE]`: writes every generated block of the docs;
// --ci-report first takes a run's report (tests/.tmp/run-report.json) as the figures of "CI's time"
// in maintaining/testing.md.
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {ciReportFile, generatedFiles, repo, withBlocks} from './generated';

const {values: args} = parseArgs({options: {'ci-report': {type: 'string'}}});
if (args['ci-report']) {
  const report = fs.readFileSync(args['ci-report'], 'utf8');
  JSON.parse(report);
  fs.writeFileSync(path.join(repo, ciReportFile), report);
  console.log(`took ${args['ci-report']} as ${ciReportFile}`);
}
for (const file of generatedFiles()) {
  const full = path.join(repo, file);
  const before = fs.readFileSync(full, 'utf8');
  const after = withBlocks(file, before);
  if (after !== before) fs.writeFileSync(full, after);
  console.log(`${after === before ? 'unchanged' : 'wrote'} ${file}`);
}
