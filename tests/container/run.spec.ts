// Container tests: the site's image run locked down, healthy, serving the site as nginx does.
import {test, expect} from '../fixtures/test';
import fs from 'node:fs';
import {servingTests} from '../fixtures/serving';
import {podman, fromRunner, expectLockedDown, waitHealthy} from './podman';

// The image as scripts/container/test.sh runs it, locked down. Brotli stays off in the image
// (deploy/optional/ holds only examples), so the assertions expect gzip alone.
const container = fromRunner('CONTAINER_NAME');

test('nothing was left over by an earlier run', () => {
  expect(fs.readFileSync(fromRunner('LEFTOVERS_FILE'), 'utf8').trim()).toBe('');
});

test('runs the container locked down', () => {
  expectLockedDown(container);
});

test('the image carries a health check, which turns healthy', async () => {
  expect(
    podman(
      'image',
      'inspect',
      '--format',
      '{{json .HealthCheck.Test}}',
      podman('inspect', '--format', '{{.Image}}', container),
    ),
  ).toContain('curl');
  expect(await waitHealthy(container)).toBe('healthy');
});

servingTests(() => ({
  url: fromRunner('CONTAINER_URL'),
  buildDir: fromRunner('SERVED_DIR'),
  brotli: false,
}));
