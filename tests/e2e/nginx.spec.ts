import {test} from '@playwright/test';
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

servingTests(() => ({url: nginx.url, buildDir, brotli: hasBrotli()}));
