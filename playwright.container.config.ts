// Playwright's configuration for the container tests (tests/container/), against the running image.
import {defineConfig} from '@playwright/test';
import base from './playwright.config';

/**
 * The container tests (tests/container/), run by scripts/container/test.sh
 * (`npm run test:container`) once it has built the image and started the
 * container and the pod; it passes their addresses in the environment.
 * Same browser as the other tests; no web server of Playwright's own.
 */
export default defineConfig({
  ...base,
  testDir: 'tests/container',
  outputDir: 'tests/.tmp/results-container',
  // In file order: the pod file removes the pod in its last test.
  fullyParallel: false,
  reporter: [['list'], ['json', {outputFile: 'tests/.tmp/playwright-container.json'}]],
  // One project of its own: the base's speed-off project (nightly) matches no file here.
  projects: [{name: 'container', use: base.projects![0]!.use}],
  webServer: undefined,
});
