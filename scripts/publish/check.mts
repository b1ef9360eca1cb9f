/**
 * `npm run check:published [-- DIR]` (default build/): serves DIR as GitHub
 * Pages would (scripts/nginx/githubPages.ts) and checks the addresses of
 * ./addresses.ts and that /build-info.json names the commit being published
 * (SITE_COMMIT, else HEAD). Prints one line per address; exits non-zero on any
 * miss, so the deploy job stops before it pushes gh-pages.
 */
import path from 'node:path';
import fs from 'node:fs';
import {startGithubPagesLike} from '../nginx/githubPages.ts';
import {buildCommit} from '../../plugins/build-info/index.ts';
import {publishedAddresses} from './addresses.ts';

const dir = path.resolve(process.argv[2] ?? 'build');
if (!fs.existsSync(path.join(dir, 'index.html'))) {
  console.error(`check:published: no built site in ${dir} (run npm run build first)`);
  process.exit(1);
}
const server = await startGithubPagesLike(dir);
const misses: string[] = [];
try {
  for (const check of publishedAddresses) {
    const res = await fetch(`${server.url}${check.path}`, {redirect: 'manual'});
    const body = await res.text();
    const ok = res.status === check.status && check.body.test(body);
    if (!ok) misses.push(`${check.path} (${check.what}): status ${res.status}${res.status === check.status ? `, but no ${check.body}` : `, expected ${check.status}`}`);
    console.log(`${ok ? 'ok  ' : 'MISS'} ${res.status} ${check.path}  (${check.what})`);
  }
  const expected = buildCommit(path.resolve('.'));
  const info = (await (await fetch(`${server.url}/build-info.json`)).json().catch(() => ({}))) as {commit?: string};
  const ok = info.commit === expected;
  if (!ok) misses.push(`/build-info.json names commit ${info.commit ?? 'none'}, the checkout is at ${expected}`);
  console.log(`${ok ? 'ok  ' : 'MISS'} /build-info.json  (commit ${info.commit ?? 'none'})`);
} finally {
  await server.stop();
}
if (misses.length) {
  console.error(`check:published: ${misses.length} of ${publishedAddresses.length + 1} checks failed; not publishing:\n  ${misses.join('\n  ')}`);
  process.exit(1);
}
console.log(`check:published: all ${publishedAddresses.length + 1} checks passed for ${path.relative('.', dir) || '.'}`);
