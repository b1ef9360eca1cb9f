// The commit a tool's figures or report are of.
import {execFileSync} from 'node:child_process';

/** HEAD's short hash in the checkout at `cwd` (the current folder when not given). */
export const headCommit = (cwd?: string) =>
  execFileSync('git', ['rev-parse', '--short', 'HEAD'], {cwd, encoding: 'utf8'}).trim();
