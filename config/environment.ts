/**
 * Every environment variable the build, the tests, the scripts and the benches
 * read, in one table: who reads it, its default, what it does, and (where only
 * some values make sense) the values it takes. `checkEnvironment` refuses any
 * other value with a message naming the variable, so a typo such as
 * SITE_SPEED_LAYER=of stops the run instead of being read as the default.
 * maintaining/environment.md is made from this table (`npm run env:doc`), and
 * config/environment.test.ts fails when a variable is read anywhere in the
 * repository without a row here.
 */
export type EnvVar = {
  name: string;
  readBy: string;
  default: string;
  effect: string;
  /** The values it takes; unset or empty always means the default. */
  values?: readonly string[] | {pattern: RegExp; describe: string};
};

const onOff = ['0', '1'] as const;

export const environment: readonly EnvVar[] = [
  // The build
  {name: 'SITE_SPEED_LAYER', readBy: 'build (config/site.ts)', default: 'on', effect: '`off` builds the site on Docusaurus\'s own client, without the speed layer (speed/README.md).', values: ['on', 'off']},
  {name: 'SITE_SPEED_OFF', readBy: 'build (speed/index.ts)', default: 'none', effect: 'Comma-separated pieces of the speed layer to leave out; an unknown name stops the build with the list of names.'},
  {name: 'SITE_SPEED_PINS', readBy: 'build (speed/pinsPlugin.ts), set by npm run drill:next', default: 'on', effect: '`off` skips the check of the pinned upstream versions and files in a production build; only the Docusaurus 4 drill sets it, to see which pieces\' own guards stop the build.', values: ['on', 'off']},
  {name: 'SITE_FIXTURES', readBy: 'build (config/site.ts)', default: '0', effect: '`1` adds the test-only fixture routes (a crashing page, a slow loader) that `npm test` needs; production never has them.', values: onOff},
  {name: 'SITE_PRECOMPRESS', readBy: 'build (config/site.ts), set by npm test, the Containerfile and the benches that serve with nginx', default: '0', effect: '`1` writes a .gz and a .br beside each text file of the build for nginx to send as they are (the last step of plugins/output-pipeline). GitHub Pages compresses as it sends, so `npm run build` for it writes none.', values: onOff},
  {name: 'SITE_COMMIT', readBy: 'build (plugins/build-info), check:published', default: 'the checkout\'s HEAD', effect: 'The commit written to /build-info.json.', values: {pattern: /^[0-9a-f]{7,40}$/, describe: 'a git commit id (7 to 40 hex digits)'}},
  {name: 'SITE_CARDS_CACHE', readBy: 'build (plugins/social-cards)', default: 'node_modules/.cache/social-cards', effect: 'Where drawn sharing cards are kept between builds.'},
  {name: 'SITE_CARDS_MAX_TOTAL_MIB', readBy: 'build (plugins/social-cards)', default: '15', effect: 'The most the sharing cards may weigh in all; the scale bench raises it for a larger archive.', values: {pattern: /^\d+(\.\d+)?$/, describe: 'a positive number of MiB'}},
  {name: 'MIMALLOC_PURGE_DELAY', readBy: 'Rspack\'s allocator (set by config/allocator.ts)', default: '0 (when unset)', effect: 'How long freed memory is kept before it goes back to the system; 0 lowers the build\'s peak.'},
  {name: 'NODE_ENV', readBy: 'Docusaurus (sets it), speed/pinsPlugin.ts', default: '`production` in a build, `development` in `npm start`', effect: 'Set by Docusaurus itself; the speed layer checks its pins only in a production build.'},
  {name: 'SITE_NODE_CACHE', readBy: 'scripts/ensure-node.sh', default: '~/.cache/podman-site', effect: 'Where the Node of .nvmrc is unpacked when the machine\'s Node is older.'},
  // The tests
  {name: 'CI', readBy: 'Playwright configs, .ci/run', default: 'unset', effect: 'Set by CI: Playwright retries a failed test once and never reuses a server it did not start.'},
  {name: 'TEST_NIGHTLY', readBy: 'scripts/test.sh, site-crawl and search specs', default: '0', effect: '`1` (the nightly CI run) adds what is too slow per push: the build without the speed layer and its specs, every check of the crawl on every page, all search queries, the dev server test.', values: onOff},
  {name: 'TEST_SPEED_OFF', readBy: 'scripts/test.sh, playwright.config.ts', default: 'TEST_NIGHTLY\'s value', effect: '`1` builds build-test-off/ (no speed layer) and runs the visitor specs on it (project speed-off); `0` leaves it out.', values: onOff},
  {name: 'SKIP_BUILD', readBy: 'scripts/test.sh', default: '0', effect: '`1` reuses build-test/ (and build-test-off/) from an earlier run instead of building.', values: onOff},
  {name: 'TEST_PORT', readBy: 'playwright.config.ts, playwright.dev.config.ts', default: '3210', effect: 'Port of the served test build (the build without the speed layer gets the next one).', values: {pattern: /^\d{2,5}$/, describe: 'a port number'}},
  {name: 'CHROMIUM_PATH', readBy: 'tests, benches, screenshots, ensure-chromium.sh', default: '/usr/bin/chromium', effect: 'The Chromium (or Chrome) binary to drive; GitHub\'s runner uses its Google Chrome.'},
  {name: 'BUILD_DIR', readBy: 'tests/e2e/base-url.spec.ts', default: 'build-test', effect: 'The build whose asset addresses the base-URL spec reads.'},
  {name: 'CONTAINER_BASES', readBy: 'scripts/test.sh, scripts/container/test.sh, ensure-podman.sh', default: 'standins', effect: '`public` builds the Containerfile on its own base images (a machine that can pull them); `standins` builds Debian stand-ins first (scripts/container/standins.sh).', values: ['standins', 'public']},
  {name: 'CONTAINERS_CONF', readBy: 'Podman (set by the container scripts)', default: 'deploy/podman/containers.conf', effect: 'Podman\'s settings for the container test: runc, ulimits within this machine\'s limits.'},
  {name: 'CONTAINER_CA_BUNDLE', readBy: 'scripts/container/test.sh', default: '/etc/ssl/certs/ca-certificates.crt', effect: 'CA bundle handed to the image build as a secret, for a proxy that re-signs TLS.'},
  {name: 'DEBIAN_MIRROR', readBy: 'scripts/container/standins.sh', default: 'http://deb.debian.org/debian', effect: 'The Debian mirror the stand-in base images are built from.'},
  // Writing and deploying
  {name: 'SITE_DIR', readBy: 'scripts/new-post/cli.ts', default: 'the repository', effect: 'The site folder `npm run new:post` writes into (its tests use a temporary one).'},
  {name: 'GIT_USER', readBy: 'npm run deploy (Docusaurus)', default: 'unset', effect: 'The GitHub user that pushes gh-pages (or USE_SSH=true).'},
  {name: 'USE_SSH', readBy: 'npm run deploy (Docusaurus)', default: 'unset', effect: '`true` pushes gh-pages over SSH.'},
  // Screenshots and benches
  {name: 'MODES', readBy: 'scripts/screenshots.mjs', default: 'light,dark', effect: 'Colour modes to capture.'},
  {name: 'SIZES', readBy: 'scripts/screenshots.mjs', default: 'desktop,phone', effect: 'Viewport widths to capture: numbers, or `desktop` (1366) and `phone` (390).'},
  {name: 'OUT', readBy: 'scripts/screenshots.mjs', default: 'tests/.tmp/shots', effect: 'Folder the screenshots are written to.'},
  {name: 'JS', readBy: 'scripts/screenshots.mjs', default: '1', effect: '`0` captures the pages with JavaScript off.', values: onOff},
  {name: 'FULL', readBy: 'scripts/screenshots.mjs', default: '1', effect: '`0` captures the first screen only, not the whole page.', values: onOff},
];

/** The variables given a value outside what they take, one message each. */
export function environmentProblems(env: NodeJS.ProcessEnv = process.env): string[] {
  const problems: string[] = [];
  for (const v of environment) {
    const value = env[v.name];
    if (value === undefined || value === '' || !v.values) continue;
    const ok = Array.isArray(v.values) ? v.values.includes(value) : (v.values as {pattern: RegExp}).pattern.test(value);
    if (!ok) {
      const allowed = Array.isArray(v.values) ? v.values.map((x) => `"${x}"`).join(' or ') : (v.values as {describe: string}).describe;
      problems.push(`${v.name}=${JSON.stringify(value)} is not a value it takes: use ${allowed} (or leave it unset for ${v.default}). ${v.effect}`);
    }
  }
  return problems;
}

/** Throws with every problem of environmentProblems, for the build and the test configs. */
export function checkEnvironment(env: NodeJS.ProcessEnv = process.env): void {
  const problems = environmentProblems(env);
  if (problems.length) throw new Error(`Environment:\n  ${problems.join('\n  ')}`);
}

/** maintaining/environment.md's table. */
export function environmentTable(): string {
  const cell = (s: string) => s.replace(/\|/g, '\\|');
  const rows = environment.map((v) => {
    const values = !v.values ? 'any' : Array.isArray(v.values) ? v.values.map((x) => `\`${x}\``).join(', ') : (v.values as {describe: string}).describe;
    return `| \`${v.name}\` | ${cell(v.readBy)} | ${cell(v.default)} | ${values} | ${cell(v.effect)} |`;
  });
  return ['| variable | read by | default | values | effect |', '| --- | --- | --- | --- | --- |', ...rows].join('\n');
}
