// Starts and stops a test nginx with deploy/nginx.conf, on a free loopback port.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import {spawn, type ChildProcess} from 'node:child_process';
import {setTimeout} from 'node:timers/promises';
import {cspConf, inlineScriptHashes} from '../csp/hashes';

// Callers run from the repository root; __dirname is not reliable here, as the benches load this
// file from ES modules.
const repo = process.cwd();

export type RunningNginx = Awaited<ReturnType<typeof runNginx>>;

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

function nginxBinary() {
  const found = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].find((candidate) =>
    fs.existsSync(candidate),
  );
  if (!found) {
    throw new Error(
      'nginx is not installed: run scripts/ensure-nginx.sh (or apt-get install nginx)',
    );
  }
  return found;
}

function hasModule(name: string) {
  const dir = '/etc/nginx/modules-enabled';
  return fs.existsSync(dir) && fs.readdirSync(dir).some((f) => f.includes(name));
}
export const hasBrotli = () => hasModule('brotli-filter');

/**
 * deploy/nginx.conf on a loopback port, serving the given build, its pid and temporary files in its
 * own folder.
 */
function testConfig(source: string, opts: {root: string; port: number; dir: string}) {
  const replaced = source
    .replace(/^\s*listen 8080;$/m, `    listen 127.0.0.1:${opts.port};`)
    .replace(/^\s*listen \[::\]:8080;$/m, '')
    .replace(/^(\s*)root \/usr\/share\/nginx\/html;$/m, `$1root ${opts.root};`)
    .replace(/\/tmp\/podman-site-/g, `${opts.dir}/`);
  for (const expected of [
    `listen 127.0.0.1:${opts.port}`,
    `root ${opts.root}`,
    `pid ${opts.dir}/`,
  ]) {
    if (!replaced.includes(expected)) {
      throw new Error(`deploy/nginx.conf changed shape: could not set "${expected}"`);
    }
  }
  return replaced;
}

async function waitForPort(port: number, child: ChildProcess, log: () => string) {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}):\n${log()}`);
    if (
      await fetch(`http://127.0.0.1:${port}/`, {method: 'HEAD'}).then(
        () => true,
        () => false,
      )
    ) {
      return;
    }
    await setTimeout(50);
  }
  throw new Error(`nginx did not listen on ${port}:\n${log()}`);
}

/** Starts nginx with deploy/nginx.conf on a free loopback port, serving `root`. */
export async function startNginx(root: string) {
  const absRoot = path.resolve(root);
  if (!fs.existsSync(path.join(absRoot, 'index.html'))) {
    throw new Error(`no built site at ${absRoot}`);
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'podman-site-nginx-'));
  const port = await freePort();
  const deploy = path.join(repo, 'deploy');
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    testConfig(fs.readFileSync(path.join(deploy, 'nginx.conf'), 'utf8'), {
      root: absRoot,
      port,
      dir,
    }),
  );
  fs.copyFileSync(path.join(deploy, 'headers.conf'), path.join(dir, 'headers.conf'));
  fs.writeFileSync(path.join(dir, 'csp.conf'), cspConf(inlineScriptHashes(absRoot)));
  fs.mkdirSync(path.join(dir, 'optional'));
  // Debian's module snippets name their files relative to the prefix (modules/…).
  if (fs.existsSync('/usr/lib/nginx/modules')) {
    fs.symlinkSync('/usr/lib/nginx/modules', path.join(dir, 'modules'));
  }
  // Each optional snippet where its module is there.
  for (const [module, conf] of [
    ['brotli-filter', 'brotli.conf'],
    ['brotli-static', 'brotli-static.conf'],
  ]) {
    if (hasModule(module!)) {
      fs.copyFileSync(
        path.join(deploy, `optional/${conf}.example`),
        path.join(dir, `optional/${conf}`),
      );
    }
  }

  return runNginx(dir, port);
}

/**
 * Runs nginx with the nginx.conf in `dir` (listening on `port`) until stop(), which also removes
 * `dir`.
 */
export async function runNginx(dir: string, port: number) {
  let output = '';
  const child = spawn(
    nginxBinary(),
    ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'],
    {stdio: ['ignore', 'pipe', 'pipe']},
  );
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (d) => (output += d));
  await waitForPort(port, child, () => output);
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        const done = () => {
          fs.rmSync(dir, {recursive: true, force: true});
          resolve();
        };
        if (child.exitCode !== null) return done();
        child.once('exit', done);
        child.kill('SIGTERM');
      }),
  };
}
