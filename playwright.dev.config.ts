// Playwright's configuration for the dev server test (tests/dev/), nightly only.
import {defineConfig, devices} from '@playwright/test';
import base from './playwright.config';

const port = Number(process.env.TEST_PORT ?? 3210);

/**
 * The dev server test (tests/dev/, maintaining/testing.md): `docusaurus start` runs Docusaurus's own
 * client, not the speed layer's production one, so it gets a check of its own. Nightly only
 * (`TEST_NIGHTLY=1 npm test`): starting the dev server compiles the whole site, which takes minutes.
 * Its own config, so that it needs no production build and holds only its own port.
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
  projects: [{name: 'dev', use: {...devices['Desktop Chrome'], channel: undefined}}],
  webServer: {
    command: `npx docusaurus start --port ${port} --no-open`,
    url: `http://localhost:${port}/`,
    reuseExistingServer: false,
    // The first compile of every route, on a busy 2-core machine.
    timeout: 600_000,
  },
});
