// Playwright's configuration for the browser tests (tests/e2e/) against the test builds.
import {defineConfig, devices} from '@playwright/test';

const port = Number(process.env.TEST_PORT ?? 3210);
// The build without the speed layer (SITE_SPEED_LAYER=off) is served on the next port.
const offPort = port + 1;
const withSpeedOff = process.env.TEST_SPEED_OFF === '1';
// A preview's build (TEST_BASE_URL, e.g. /pr-preview/pr-1/) is served under that path on the port
// after.
const basePath = process.env.TEST_BASE_URL;
const basePort = port + 2;

const desktop = {...devices['Desktop Chrome'], channel: undefined};
const serve = (dir: string, onPort: number) => ({
  command: `npx docusaurus serve --dir ${dir} --port ${onPort} --no-open`,
  url: `http://localhost:${onPort}/`,
  reuseExistingServer: !process.env.CI,
  timeout: 60_000,
});

/**
 * Debian's Chromium (no browser is ever downloaded; maintaining/decisions.md) against the test
 * build (build-test/), served by `docusaurus serve`. With TEST_SPEED_OFF=1 (the nightly run sets
 * it) the project `speed-off` also runs the specs of what a visitor sees against build-test-off/,
 * the same site on Docusaurus's own client (maintaining/testing.md).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'tests/.tmp/results',
  fullyParallel: true,
  workers: 2,
  // Per push in CI a failed test runs once more; one that passes then is named as a flake above the
  // totals (scripts/totals/). The nightly run retries nothing: there a flake fails.
  retries: process.env.CI && process.env.TEST_NIGHTLY !== '1' ? 1 : 0,
  reporter: [['list'], ['json', {outputFile: 'tests/.tmp/playwright.json'}]],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      // Chromium's own background traffic has nowhere to go on this network.
      args: [
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
    colorScheme: 'light',
  },
  projects: [
    {name: 'chromium', use: desktop},
    ...(withSpeedOff
      ? [
          {
            name: 'speed-off',
            testMatch: /[\\/](routes|chrome|states|site-crawl)\.spec\.ts$/,
            use: {...desktop, baseURL: `http://localhost:${offPort}`},
          },
        ]
      : []),
    ...(basePath
      ? [
          {
            // The site under a preview's path, served as GitHub Pages serves it; a request outside
            // the path fails the test (tests/fixtures/test.ts).
            name: 'base-url',
            testMatch: /[\\/](routes|chrome|states|search|site-crawl)\.spec\.ts$/,
            use: {...desktop, baseURL: `http://localhost:${basePort}${basePath}`},
          },
        ]
      : []),
  ],
  webServer: [
    serve('build-test', port),
    ...(withSpeedOff ? [serve('build-test-off', offPort)] : []),
    ...(basePath
      ? [
          {
            command: `npx tsx scripts/nginx/serve.ts --pages --base-url ${basePath} --port ${basePort} build-test-base`,
            url: `http://localhost:${basePort}${basePath}`,
            reuseExistingServer: !process.env.CI,
            timeout: 60_000,
          },
        ]
      : []),
  ],
});
