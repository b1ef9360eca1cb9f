import {defineConfig, devices} from '@playwright/test';

const port = Number(process.env.TEST_PORT ?? 3210);

/**
 * Browser tests run Debian's Chromium against the test build (build-test/),
 * served by `docusaurus serve`. No browser is ever downloaded.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'tests/.tmp/results',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', {outputFile: 'tests/.tmp/playwright.json'}]],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // Chromium's own background traffic has nowhere to go on this network.
      args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
    colorScheme: 'light',
  },
  projects: [{name: 'chromium', use: {...devices['Desktop Chrome'], channel: undefined}}],
  webServer: {
    command: `npx docusaurus serve --dir build-test --port ${port} --no-open`,
    url: `http://localhost:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
