// `npm run check:published [-- DIR]`: serves DIR as GitHub Pages would, under its base URL, and
// checks the addresses of ./addresses.ts, the commit in /build-info.json and GitHub Pages' root
// files; non-zero on a miss.
import path from 'node:path';
import fs from 'node:fs';
import {startGithubPagesLike} from '../nginx/githubPages.ts';
import {buildCommit, type BuildInfo} from '../../plugins/build-info/index.ts';
import {pagesRootFiles} from '../../plugins/github-pages/index.ts';
import {publishedAddresses} from './addresses.ts';
import {isCopyAt, productionUrl} from '../../config/site.ts';

const dir = path.resolve(process.argv[2] ?? 'build');
if (!fs.existsSync(path.join(dir, 'index.html'))) {
  console.error(`check:published: no built site in ${dir} (run npm run build first)`);
  process.exit(1);
}
let info: Partial<BuildInfo> = {};
try {
  info = JSON.parse(fs.readFileSync(path.join(dir, 'build-info.json'), 'utf8')) as BuildInfo;
} catch {
  // Reported below, with the other misses.
}
const baseUrl = info.baseUrl ?? '/';
const url = info.url ?? productionUrl;
const checks = publishedAddresses({url, baseUrl, noIndex: isCopyAt(url, baseUrl)});
const misses: string[] = [];
const report = (ok: boolean, line: string, miss: string) => {
  if (!ok) misses.push(miss);
  console.log(`${ok ? 'ok  ' : 'MISS'} ${line}`);
};
const server = await startGithubPagesLike(dir, {baseUrl});
try {
  for (const check of checks) {
    const res = await fetch(`${server.url}${check.path}`, {redirect: 'manual'});
    const body = await res.text();
    const ok = res.status === check.status && check.body.test(body);
    report(
      ok,
      `${res.status} ${check.path}  (${check.what})`,
      `${check.path} (${check.what}): status ${res.status}${res.status === check.status ? `, but no ${check.body}` : `, expected ${check.status}`}`,
    );
  }
  const expected = buildCommit(path.resolve('.'));
  report(
    info.commit === expected,
    `${baseUrl}build-info.json  (commit ${info.commit ?? 'none'})`,
    `build-info.json names commit ${info.commit ?? 'none'}, the checkout is at ${expected}`,
  );
} finally {
  await server.stop();
}
for (const [name, text] of Object.entries(pagesRootFiles(url, baseUrl))) {
  const file = path.join(dir, name);
  const found = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
  const why =
    name === 'CNAME'
      ? `GitHub Pages would drop the custom domain ${text.trim()}`
      : 'GitHub Pages would run Jekyll and drop names that start with _';
  report(
    found === text,
    `${name}  (${found === undefined ? 'missing' : JSON.stringify(found.trim())})`,
    `${name} ${found === undefined ? 'is missing' : `reads ${JSON.stringify(found)}`}: ${why}`,
  );
}
const total = checks.length + 1 + Object.keys(pagesRootFiles(url, baseUrl)).length;
if (misses.length) {
  console.error(
    `check:published: ${misses.length} of ${total} checks failed; not publishing:\n  ${misses.join('\n  ')}`,
  );
  process.exit(1);
}
console.log(
  `check:published: all ${total} checks passed for ${path.relative('.', dir) || '.'} (base URL ${baseUrl})`,
);
