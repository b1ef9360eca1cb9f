// Browser tests against the host's nginx with deploy/nginx.conf (tests/fixtures/serving.ts).
import {test, expect} from '../fixtures/test';
import path from 'node:path';
import {hasBrotli, type RunningNginx} from '../../scripts/nginx/harness';
import {servingTests} from '../fixtures/serving';

// A real nginx with deploy/nginx.conf on a loopback port, serving the test build (the worker's,
// tests/fixtures/test.ts).
let nginx: RunningNginx;
test.beforeAll(({nginx: served}) => {
  nginx = served;
});

// scripts/ensure-nginx.sh makes sure the brotli modules load, as they do in deployment.
test('the host nginx has its brotli modules', () => {
  expect(hasBrotli(), 'nginx has no brotli modules: run scripts/ensure-nginx.sh').toBe(true);
});

servingTests(() => ({url: nginx.url, buildDir: path.resolve('build-test'), brotli: true}));
