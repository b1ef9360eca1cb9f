// Issue 56 point 10: `npm run test:unit` and `npm run test:container` run alone check their tools
// as `npm test` does, and stop with its lines, instead of failing inside Node's runner or
// Playwright.
import {test, type TestContext} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {spawnSync} from 'node:child_process';
import {scratchDir} from '../tests/fixtures/scratchDir';

const root = path.resolve(__dirname, '..');
const scripts = (
  JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  }
).scripts;

/**
 * A copy of the entries' files (their reports and logs go there, not into this checkout's
 * tests/.tmp) and a PATH of this machine's commands less `hidden`. apt-get and sudo are always
 * hidden: the ensure scripts would install the missing package instead of saying what is missing.
 */
function machineWithout(t: TestContext, hidden: string[]): {site: string; env: NodeJS.ProcessEnv} {
  const site = scratchDir(t, 'preflight-');
  fs.cpSync(path.join(root, 'scripts'), path.join(site, 'scripts'), {recursive: true});
  for (const file of ['.nvmrc', 'package.json', 'deploy/podman/containers.conf']) {
    fs.cpSync(path.join(root, file), path.join(site, file));
  }
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(site, 'node_modules'));
  const bin = path.join(site, 'bin');
  fs.mkdirSync(bin);
  const skip = new Set(['apt', 'apt-get', 'sudo', ...hidden]);
  // The system's command folders and this Node's, as a fresh login has them (rootless.sh's
  // run_as_user uses the same).
  const dirs = [
    path.dirname(process.execPath),
    '/usr/local/sbin',
    '/usr/local/bin',
    '/usr/sbin',
    '/usr/bin',
    '/sbin',
    '/bin',
  ];
  for (const dir of dirs) {
    if (!fs.existsSync(dir)) continue;
    for (const name of fs.readdirSync(dir)) {
      if (skip.has(name) || fs.existsSync(path.join(bin, name))) continue;
      fs.symlinkSync(path.join(dir, name), path.join(bin, name));
    }
  }
  // An empty Node cache: ensure-node.sh would otherwise take the Node it unpacked before.
  const env = {
    ...process.env,
    PATH: bin,
    SITE_NODE_CACHE: path.join(site, 'no-node'),
    CHROMIUM_PATH: path.join(site, 'no-chromium'),
  };
  return {site, env};
}

/** Runs package.json's script `name` as npm would, in `site`. */
function runEntry(name: string, site: string, env: NodeJS.ProcessEnv) {
  return spawnSync('/bin/bash', ['-c', scripts[name]!], {
    cwd: site,
    env,
    encoding: 'utf8',
    timeout: 120_000,
  });
}

test("stops test:container without Chromium with npm test's line", (t) => {
  // Without podman too: the old entry went on to build the image; this one must stop at Chromium
  // first.
  const {site, env} = machineWithout(t, ['podman']);
  const chromium = spawnSync('/bin/bash', ['scripts/ensure-chromium.sh'], {
    cwd: site,
    env,
    encoding: 'utf8',
  });
  assert.match(chromium.stderr, /^Missing: Chromium at .*no-chromium .*chromium-headless-shell/);
  const run = runEntry('test:container', site, env);
  assert.equal(run.status, 1);
  assert.equal(run.stderr, `${chromium.stderr}the browser tests cannot run (above)\n`);
  assert.equal(run.stdout.trim().split('\n').at(-1), '0 passed, 1 failed');
  assert.doesNotMatch(run.stdout + run.stderr, /podman|playwright/i);
});

test("stops test:unit without Node with npm test's line", (t) => {
  const {site, env} = machineWithout(t, ['node', 'npm', 'npx', 'corepack']);
  const nvmrc = fs.readFileSync(path.join(root, '.nvmrc'), 'utf8').trim();
  const run = runEntry('test:unit', site, env);
  assert.equal(run.status, 1);
  const lines = run.stderr.trim().split('\n');
  assert.match(
    lines[0]!,
    new RegExp(`^Missing: Node ${nvmrc.split('.')[0]}\\b.*\\(nvm install\\)`),
  );
  assert.equal(lines.at(-1), `Node ${nvmrc} is needed (above)`);
  assert.equal(run.stdout.trim().split('\n').at(-1), '0 passed, 1 failed');
});
