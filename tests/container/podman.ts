import {execFileSync} from 'node:child_process';
import fs from 'node:fs';

// Helpers for the container tests: what Podman and the kernel say about a
// running container. CONTAINERS_CONF comes from scripts/container/test.sh.

export function podman(...args: string[]): string {
  return execFileSync('podman', args, {encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe']}).trim();
}

/** An environment variable scripts/container/test.sh sets, or a clear error. */
export function fromRunner(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run these tests with npm run test:container`);
  return value;
}

export type Lockdown = {uid: string; capEff: string; noNewPrivs: string; rootReadOnly: boolean; writableMounts: string[]};

/**
 * How the container's first process runs, read from /proc on the host: its
 * user, effective capabilities, no_new_privs flag, and which of its mounts
 * (other than the kernel's /proc, /sys and /dev) can be written.
 */
export function lockdownOf(container: string): Lockdown {
  const pid = podman('inspect', '--format', '{{.State.Pid}}', container);
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => new RegExp(`^${name}:\\s*(\\S+)`, 'm').exec(status)?.[1] ?? '';
  const mounts = fs
    .readFileSync(`/proc/${pid}/mountinfo`, 'utf8')
    .trim()
    .split('\n')
    .map((line) => line.split(' '))
    .map((f) => ({point: f[4]!, options: f[5]!.split(',')}));
  const root = mounts.filter((m) => m.point === '/').at(-1);
  const kernel = /^\/(proc|sys|dev)(\/|$)/;
  return {
    uid: field('Uid'),
    capEff: field('CapEff'),
    noNewPrivs: field('NoNewPrivs'),
    rootReadOnly: root?.options.includes('ro') ?? false,
    writableMounts: mounts.filter((m) => m.options.includes('rw') && m.point !== '/' && !kernel.test(m.point)).map((m) => m.point),
  };
}

/**
 * Runs the container's health check until it passes (without systemd on this
 * machine, nothing runs it on a timer) and returns the status Podman records.
 */
export async function waitHealthy(container: string, timeoutMs = 20_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      podman('healthcheck', 'run', container);
      break;
    } catch (err) {
      if (Date.now() > deadline) throw err;
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  return podman('inspect', '--format', '{{.State.Health.Status}}', container);
}
