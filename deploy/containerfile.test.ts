// Tests: the Containerfile, the pod YAML, the Quadlet unit and the README's commands agree, locked
// down.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {readPod} from '../scripts/container/podYaml';

// What needs no container engine (`npm run test:container` builds and runs the rest): the
// Containerfile, the pod, the Quadlet unit (checked here alone: Debian's Podman 4.3 has no Quadlet)
// and the README agree.
const root = path.resolve(__dirname, '..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const containerfile = read('Containerfile');
const instructions = containerfile
  .replace(/\\\n\s*/g, ' ')
  .split('\n')
  .filter((l) => /^[A-Z]+\s/.test(l));
const servingStage = containerfile.slice(containerfile.lastIndexOf('\nFROM '));
const readme = read('README.md');

/** The values of a key in the [Container] section of the Quadlet unit. */
const quadlet =
  read('deploy/podman-site.container')
    .split(/^\[/m)
    .find((section) => section.startsWith('Container]')) ?? '';
const unit = (key: string) =>
  [...quadlet.matchAll(new RegExp(`^${key}=(.*)$`, 'gm'))].map((m) => m[1]);
const pod = readPod();
const web = pod.spec.containers[0] as (typeof pod.spec.containers)[0] & {
  securityContext: {
    runAsUser: number;
    readOnlyRootFilesystem: boolean;
    allowPrivilegeEscalation: boolean;
    capabilities: {drop: string[]};
  };
  volumeMounts: {mountPath: string}[];
};

// The README's commands name the image podman-site, which Podman stores as
// localhost/podman-site:latest.
const image = 'localhost/podman-site:latest';
const user = /^USER (\S+)$/m.exec(servingStage)?.[1];
const port = /^EXPOSE (\d+)$/m.exec(servingStage)?.[1];

test('builds in two stages from base images pinned by version', () => {
  const args = new Map(
    instructions
      .filter((l) => l.startsWith('ARG '))
      .map((l) => l.slice(4).split('=') as [string, string]),
  );
  assert.match(
    args.get('NODE_IMAGE') ?? '',
    /^docker\.io\/library\/node:(\d+)\.\d+\.\d+-[a-z]+-slim$/,
  );
  const nvmrc = fs.readFileSync(path.resolve(__dirname, '../.nvmrc'), 'utf8').trim();
  assert.equal(
    /node:([\d.]+)-/.exec(args.get('NODE_IMAGE')!)![1],
    nvmrc,
    'the build stage runs the Node of .nvmrc',
  );
  assert.match(
    args.get('NGINX_IMAGE') ?? '',
    /^docker\.io\/nginxinc\/nginx-unprivileged:\d+\.\d+\.\d+-alpine$/,
  );
  const froms = instructions.filter((l) => l.startsWith('FROM '));
  // The seeds are empty unless a build context replaces them, so they add nothing to a public
  // build.
  assert.deepEqual(froms, [
    'FROM scratch AS npm-seed',
    'FROM scratch AS cache-seed',
    'FROM ${NODE_IMAGE} AS build',
    'FROM ${NGINX_IMAGE}',
  ]);
});

test('builds the locked packages, the precompressed site and its CSP hashes', () => {
  const run = instructions.filter((l) => l.startsWith('RUN ')).join('\n');
  for (const step of [
    'install-locked.sh',
    'SITE_PRECOMPRESS=1 npm run build',
    'scripts/csp/cli.ts build deploy/csp.conf',
  ]) {
    assert.ok(run.includes(step), step);
  }
  // The install runs before the sources are copied (for the layer cache), so what it runs must be
  // copied first.
  const install = instructions.findIndex(
    (l) => l.startsWith('RUN ') && l.includes('install-locked.sh'),
  );
  const copied = instructions
    .slice(0, install)
    .filter((l) => l.startsWith('COPY '))
    .join(' ');
  for (const file of ['package-lock.json', 'scripts/install-locked.sh', 'scripts/lockDrift.ts']) {
    assert.ok(copied.includes(file), `${file} copied before the install`);
  }
});

test('serves our nginx configuration as a non-root user, health-checked', () => {
  assert.ok(user && !['0', 'root'].includes(user), `serving user: ${user}`);
  for (const conf of [
    'deploy/nginx.conf /etc/nginx/nginx.conf',
    'deploy/headers.conf',
    'csp.conf /etc/nginx/csp.conf',
    '/site/build /usr/share/nginx/html',
  ]) {
    assert.ok(servingStage.includes(conf), conf);
  }
  const nginxConf = read('deploy/nginx.conf');
  assert.match(nginxConf, new RegExp(`^\\s*listen ${port};$`, 'm'));
  const writes = [...nginxConf.matchAll(/^\s*(?:pid|\w+_temp_path)\s+(\S+);/gm)].map((m) => m[1]!);
  assert.equal(writes.length, 6);
  for (const file of writes) assert.match(file, /^\/tmp\//);
  assert.match(
    servingStage,
    new RegExp(`^HEALTHCHECK .*\\n?.*http://127\\.0\\.0\\.1:${port}/`, 'm'),
  );
});

test('runs the same image, port and user, locked down, in pod and unit', () => {
  const {runAsUser, readOnlyRootFilesystem, allowPrivilegeEscalation, capabilities} =
    web.securityContext;
  assert.deepEqual(
    {
      image: web.image,
      ports: web.ports?.map((p) => p.containerPort),
      user: String(runAsUser),
      readOnlyRootFilesystem,
      allowPrivilegeEscalation,
    },
    {
      image,
      ports: [Number(port)],
      user,
      readOnlyRootFilesystem: true,
      allowPrivilegeEscalation: false,
    },
  );
  assert.deepEqual(
    [capabilities.drop, web.volumeMounts.map((m) => m.mountPath)],
    [['ALL'], ['/tmp']],
  );
  assert.match(
    read('deploy/podman-site.yaml'),
    new RegExp(`livenessProbe:\\s+httpGet:\\s+path: /\\s+port: ${port}`),
  );
  const keys = ['Image', 'PublishPort', 'User', 'ReadOnly', 'DropCapability', 'NoNewPrivileges'];
  assert.deepEqual(keys.map(unit), [
    [image],
    [`${port}:${port}`],
    [user],
    ['true'],
    ['all'],
    ['true'],
  ]);
});

test('shows in the README the same image, run locked down, pod and unit', () => {
  const shown = [
    'podman build --format docker -t podman-site .',
    'podman kube play deploy/podman-site.yaml',
    'deploy/podman-site.container',
  ];
  for (const text of shown) assert.ok(readme.includes(text), text);
  assert.match(
    readme,
    new RegExp(
      `podman run --rm --read-only --cap-drop=ALL --security-opt no-new-privileges -p ${port}:${port} podman-site`,
    ),
  );
});
