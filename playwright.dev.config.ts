// Playwright's configuration for the dev server test (tests/dev/), nightly only.
import {defineConfig} from '@playwright/test';
import base from './playwright.config';
import {previewedPost} from './tests/dev/previewedPost';

const port = Number(process.env.TEST_PORT ?? 3210);
// The one-post preview (tests/dev/preview.spec.ts) on the next port.
const previewPort = port + 1;
// The base's desktop Chromium.
const desktop = base.projects![0]!.use;

/**
 * The dev server test (tests/dev/, maintaining/testing.md): `docusaurus start` runs Docusaurus's
 * own client, not the speed layer's production one, so it gets a check of its own, with the
 * one-post preview beside it. Nightly only (`TEST_NIGHTLY=1 npm test`): starting the dev server
 * compiles the whole site. Its own config, so that it needs no production build and holds only its
 * own two ports.
 */
export default defineConfig({
  testDir: 'tests/dev',
  outputDir: 'tests/.tmp/results-dev',
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json', {outputFile: 'tests/.tmp/playwright-dev.json'}]],
  timeout: 60_000,
  // The same Debian Chromium, flags, colour scheme and base URL as the other browser tests.
  use: base.use,
  projects: [
    {name: 'dev', testMatch: /dev-server\.spec\.ts$/, use: desktop},
    {
      name: 'preview',
      testMatch: /preview\.spec\.ts$/,
      use: {...desktop, baseURL: `http://localhost:${previewPort}`},
    },
  ],
  webServer: [
    {
      command: `npm start -- --port ${port} --no-open`,
      url: `http://localhost:${port}/`,
      reuseExistingServer: false,
      // The first compile, on a busy 2-core machine.
      timeout: 600_000,
    },
    {
      // Its link check, a build of the whole site, has its own nightly test
      // (scripts/preview-post/linkCheck.nightly.test.ts).
      command: `npm run preview:post -- ${previewedPost} --port ${previewPort} --no-check-links`,
      url: `http://localhost:${previewPort}/`,
      reuseExistingServer: false,
      timeout: 600_000,
    },
  ],
});
