// A command the /get-started playground writes, run for real with rootless Podman on the site's
// image.
import {test, expect} from '../fixtures/test';
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {playgroundCommand} from '../fixtures/playgroundCommand';
import {podman, fromRunner} from './podman';

// Issue 56 point 4: a command the playground on /get-started writes runs as written, with a
// read-only, labelled volume (`:ro,Z`), on the site's image (the one image this machine has without
// pulling).
test('runs the playground’s command, its labelled volume read-only', () => {
  const image = podman('inspect', '--format', '{{.ImageName}}', fromRunner('CONTAINER_NAME'));
  const name = `podman-site-playground-${process.pid}`;
  const command = playgroundCommand({
    image,
    name,
    ports: '',
    detach: true,
    remove: true,
    volume: './site:/srv/site:ro',
    label: true,
  });
  expect(command).toContain(' -v ./site:/srv/site:ro,Z ');
  // The relative host dir resolves against the folder podman runs in; Podman's user (rootless) must
  // read it.
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'podman-site-playground-'));
  fs.chmodSync(work, 0o755);
  fs.mkdirSync(path.join(work, 'site'), {mode: 0o755});
  fs.writeFileSync(path.join(work, 'site', 'hello.txt'), 'from the host\n', {mode: 0o644});
  const [program, ...args] = command.split(' ');
  try {
    execFileSync(program!, args, {cwd: work, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe']});
    expect(podman('exec', name, 'cat', '/srv/site/hello.txt')).toBe('from the host');
    expect(() => podman('exec', name, 'touch', '/srv/site/written')).toThrow(
      /Read-only file system/,
    );
  } finally {
    // --rm removes it once stopped; rm -f stops it (and is quiet when the run failed).
    execFileSync('podman', ['rm', '-f', '--ignore', name], {stdio: 'ignore'});
    fs.rmSync(work, {recursive: true, force: true});
  }
  expect(() => podman('container', 'exists', name)).toThrow();
});
