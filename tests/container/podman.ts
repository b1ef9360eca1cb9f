// Helpers of the container tests: podman calls and the locked-down checks both specs share.
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import {expect} from '@playwright/test';

export function podman(...args: string[]): string {
  return execFileSync('podman', args, {encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe']}).trim();
}

/** An environment variable scripts/container/test.sh sets, or a clear error. */
export function fromRunner(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run these tests with npm run test:container`);
  return value;
}

/**
 * A process's user as its container sees it: under rootless Podman the host's uid is a subordinate
 * id (uid_map).
 */
function uidInContainer(pid: string): number {
  const hostUid = Number(
    /^Uid:\s*(\d+)/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1],
  );
  for (const line of fs.readFileSync(`/proc/${pid}/uid_map`, 'utf8').trim().split('\n')) {
    const [inside, outside, count] = line.trim().split(/\s+/).map(Number) as [
      number,
      number,
      number,
    ];
    if (hostUid >= outside && hostUid < outside + count) return inside + (hostUid - outside);
  }
  throw new Error(`process ${pid}: host uid ${hostUid} is not mapped into its user namespace`);
}

/**
 * Locked down, as deploy/podman-site.yaml and the README's `podman run` ask, read from /proc on the
 * host: every process as user 101, no capabilities, no privilege gain, a read-only root with /tmp
 * its one writable mount.
 */
export function expectLockedDown(container: string): void {
  const pid = podman('inspect', '--format', '{{.State.Pid}}', container);
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => new RegExp(`^${name}:\\s*(\\S+)`, 'm').exec(status)?.[1] ?? '';
  expect(field('CapEff'), 'effective capabilities').toBe('0000000000000000');
  expect(field('NoNewPrivs'), 'no_new_privs').toBe('1');
  const mountinfo = fs
    .readFileSync(`/proc/${pid}/mountinfo`, 'utf8')
    .trim()
    .split('\n')
    .map((line) => line.split(' '));
  const mounts = mountinfo.map((f) => ({point: f[4]!, options: f[5]!.split(',')}));
  expect(mounts.filter((m) => m.point === '/').at(-1)?.options, 'the root mount').toContain('ro');
  const kernel = /^\/(proc|sys|dev)(\/|$)/;
  expect(
    mounts
      .filter((m) => m.options.includes('rw') && m.point !== '/' && !kernel.test(m.point))
      .map((m) => m.point),
    'writable mounts',
  ).toEqual(['/tmp']);
  const pids = podman('top', container, 'hpid')
    .split('\n')
    .slice(1)
    .map((p) => p.trim());
  expect(pids.length, 'nginx and its workers').toBeGreaterThan(1);
  for (const p of pids) expect(uidInContainer(p), `the user of process ${p}`).toBe(101);
  expect(() => podman('exec', container, 'touch', '/usr/share/nginx/html/written')).toThrow(
    /Read-only file system/,
  );
}

/**
 * Runs the health check until it passes (without systemd nothing runs it on a timer); the status
 * Podman records.
 */
export async function waitHealthy(container: string, timeoutMs = 20_000): Promise<string> {
  await expect(
    () => podman('healthcheck', 'run', container),
    `the health check of ${container}`,
  ).toPass({timeout: timeoutMs, intervals: [250]});
  return podman('inspect', '--format', '{{.State.Health.Status}}', container);
}
