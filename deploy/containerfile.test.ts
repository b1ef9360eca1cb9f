import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';

// No container engine runs on this project's machines, so the Containerfile is
// checked for what it must do rather than built here.
const root = path.resolve(__dirname, '..');
const file = fs.readFileSync(path.join(root, 'Containerfile'), 'utf8');
const instructions = file.split('\n').filter((l) => /^[A-Z]+\s/.test(l));

test('two stages: Node builds, nginx serves', () => {
  const froms = instructions.filter((l) => l.startsWith('FROM '));
  assert.equal(froms.length, 2);
  assert.match(froms[0]!, /node:20/);
  assert.match(froms[0]!, / AS build$/);
  assert.match(froms[1]!, /nginx/);
});

test('the build stage builds the site, its CSP hashes and precompressed files', () => {
  const run = instructions.filter((l) => l.startsWith('RUN ')).join('\n');
  for (const step of ['npm run build', 'scripts/csp/cli.ts build deploy/csp.conf', 'scripts/precompress.ts build', 'install-locked.sh']) {
    assert.ok(run.includes(step), step);
  }
});

test('nginx runs as a non-root user on port 8080 with our configuration', () => {
  const after = file.slice(file.lastIndexOf('FROM '));
  assert.match(after, /^USER (?!0\b|root\b)\S+/m);
  assert.match(after, /^EXPOSE 8080$/m);
  for (const conf of ['deploy/nginx.conf /etc/nginx/nginx.conf', 'deploy/headers.conf', 'csp.conf /etc/nginx/csp.conf', '/site/build /usr/share/nginx/html']) {
    assert.ok(after.includes(conf), conf);
  }
  const nginxConf = fs.readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8');
  assert.match(nginxConf, /^\s*listen 8080;$/m);
  assert.match(nginxConf, /^pid \/tmp\//m);
});

test('the README shows how to build and run it with Podman', () => {
  const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
  assert.ok(readme.includes('podman build -t podman-site . && podman run --rm -p 8080:8080 podman-site'));
});
