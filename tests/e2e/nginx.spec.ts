import {test, expect} from '@playwright/test';
import path from 'node:path';
import {startNginx, hasBrotli, type RunningNginx} from '../../scripts/nginx/harness';
import {servingTests} from '../fixtures/serving';

// A real nginx with deploy/nginx.conf on a loopback port, serving the test build.
const buildDir = path.resolve('build-test');
let nginx: RunningNginx;
test.beforeAll(async () => {
  nginx = await startNginx(buildDir);
});
test.afterAll(async () => {
  await nginx?.stop();
});

// scripts/ensure-nginx.sh makes sure the brotli modules load, as they do in deployment.
test('the host nginx has its brotli modules', () => {
  expect(hasBrotli(), 'nginx has no brotli modules: run scripts/ensure-nginx.sh').toBe(true);
});

servingTests(() => ({url: nginx.url, buildDir, brotli: true}));
