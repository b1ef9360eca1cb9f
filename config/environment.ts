/**
 * Every environment variable the repository reads (config/environment.test.ts holds it so), shown
 * in maintaining/environment.md. A value it does not take stops the run: SITE_SPEED_LAYER=of is no
 * silent default.
 */
export type EnvVar = {
  name: string;
  readBy: string;
  default: string;
  effect: string;
  /** The values it takes; unset or empty always means the default. */
  values?: readonly string[] | {pattern: RegExp; describe: string};
  /** The one tool that reads it and checks it; unset: the build and `npm test` check it. */
  checkedBy?: 'screenshots';
};

const onOff = ['0', '1'] as const;

export const environment: readonly EnvVar[] = [
  // The build
  {
    name: 'SITE_SPEED_LAYER',
    readBy: 'build (config/site.ts)',
    default: 'on',
    effect:
      "`off` builds the site on Docusaurus's own client, without the speed layer (speed/README.md).",
    values: ['on', 'off'],
  },
  {
    name: 'SITE_SPEED_OFF',
    readBy: 'build (speed/pieceNames.ts)',
    default: 'none',
    effect:
      'Comma-separated pieces of the speed layer to leave out; an unknown name stops the build with the list of names.',
  },
  {
    name: 'SITE_SPEED_PINS',
    readBy: 'build (speed/pinsPlugin.ts), set by npm run drill:next',
    default: 'on',
    effect:
      "`off` skips the check of the pinned upstream versions and files in a production build; only the Docusaurus 4 drill sets it, to see which pieces' own guards stop the build.",
    values: ['on', 'off'],
  },
  {
    name: 'DOCUSAURUS_NO_PERSISTENT_CACHE',
    readBy: 'Docusaurus (lib/webpack/base.js), config/site.ts',
    default: 'unset',
    effect:
      "Any value builds without the bundler's persistent cache, and so without the pins of the speed layer's build cache (speed/buildCache.ts keys that cache): the way out a stop on those pins names.",
  },
  {
    name: 'SITE_NOT_FOUND_GUESSES',
    readBy: 'build (config/site.ts)',
    default: 'on',
    effect:
      "`off` builds the not-found screen without its guesses at the address meant, and so without the pins of what they read of Docusaurus's route table: the way out a stop on those pins names.",
    values: ['on', 'off'],
  },
  {
    name: 'SITE_DEV_SPEED',
    readBy: 'npm start (config/devServer.ts)',
    default: 'on',
    effect:
      '`off` starts `docusaurus start` as Docusaurus would: with its debug pages and the plugins that only write files after a build; `npm run bench:dev` compares it with `npm start` (maintaining/performance.md).',
    values: ['on', 'off'],
  },
  {
    name: 'SITE_PREVIEW_POST',
    readBy: 'build and npm start (config/previewPost.ts), set by npm run preview:post',
    default: 'unset',
    effect:
      'A post (`blog/YYYY-MM-DD-slug.md` or `release/…`): the site holds that one post, its tag and author pages and the chrome, and no other post. A path that is no post stops the start, naming it.',
  },
  {
    name: 'SITE_LINK_CHECK',
    readBy: 'build (docusaurus.config.ts), set by npm run preview:post',
    default: '0',
    effect:
      "`1` builds the whole site for its link checks only: none of the plugins that write files after a build, and a Rspack cache of its own. The one-post preview's check of links and anchors (scripts/preview-post/linkCheck.mts).",
    values: onOff,
  },
  {
    name: 'SITE_URL',
    readBy: 'build (config/site.ts)',
    default: 'https://podman.io',
    effect:
      'The address the site is served from, without a path. Any other address than podman.io at `/` makes a copy: noindex on every page, no sitemap, feeds or llms.txt.',
    values: {
      pattern: /^https?:\/\/[a-z0-9.-]+(:\d+)?$/,
      describe: 'an address such as https://podman.io, with no path and no trailing slash',
    },
  },
  {
    name: 'SITE_BASE_URL',
    readBy: 'build (config/site.ts)',
    default: '/',
    effect:
      "The path the site lives under: `/podman.io-previews/pr-N/` for the preview of pull request N (SITE_URL `https://containers.github.io`), `/podman.io/` for a fork's own GitHub Pages.",
    values: {
      pattern: /^\/([A-Za-z0-9._~-]+\/)*$/,
      describe: 'a path that starts and ends with /, such as /podman.io-previews/pr-7/',
    },
  },
  {
    name: 'SITE_FIXTURES',
    readBy: 'build (config/site.ts)',
    default: '0',
    effect:
      '`1` adds the test-only fixture routes (a crashing page, a slow loader) that `npm test` needs; production never has them.',
    values: onOff,
  },
  {
    name: 'SITE_PRECOMPRESS',
    readBy:
      'build (config/site.ts), set by npm test (build:test), the Containerfile and the benches that serve with nginx',
    default: '0',
    effect:
      '`1` writes a .gz and a .br beside each text file of the build for nginx to send as they are (the last step of plugins/output-pipeline); `assets` (the test builds) all but the pages, whose encodings no test reads. GitHub Pages compresses as it sends, so `npm run build` for it writes none.',
    values: ['0', '1', 'assets'],
  },
  {
    name: 'SITE_PRECOMPRESS_CACHE',
    readBy: 'build (config/site.ts), the Containerfile',
    default: 'node_modules/.cache/precompress',
    effect:
      "Where the .gz and .br of each file's bytes are kept between builds, so bytes compressed once (by the test build) are not compressed again (by the next build, or the container image's, which is handed this folder).",
  },
  {
    name: 'SITE_COMMIT',
    readBy: 'build (plugins/build-info), check:published',
    default: "the checkout's HEAD",
    effect: 'The commit written to /build-info.json.',
    values: {pattern: /^[0-9a-f]{7,40}$/, describe: 'a git commit id (7 to 40 hex digits)'},
  },
  {
    name: 'SITE_CARDS_CACHE',
    readBy: 'build (plugins/social-cards)',
    default: 'node_modules/.cache/social-cards',
    effect: 'Where drawn sharing cards are kept between builds.',
  },
  {
    name: 'SITE_CARDS_MAX_TOTAL_MIB',
    readBy: 'build (plugins/social-cards)',
    default: '15',
    effect:
      'The most the sharing cards may weigh in all; the scale bench raises it for a larger archive.',
    values: {pattern: /^\d+(\.\d+)?$/, describe: 'a positive number of MiB'},
  },
  {
    name: 'MIMALLOC_PURGE_DELAY',
    readBy: "Rspack's allocator (set by config/allocator.ts)",
    default: '0 (when unset)',
    effect:
      "How long freed memory is kept before it goes back to the system; 0 lowers the build's peak.",
  },
  {
    name: 'DOCUSAURUS_GENERATED_FILES_DIR_NAME',
    readBy: 'Docusaurus (set by npm run preview:post)',
    default: '.docusaurus',
    effect:
      "The folder of the site's generated files; the preview keeps its own (`.docusaurus-preview`), and so does its link check (`.docusaurus-link-check`), so that they and `npm start` can run at once.",
  },
  {
    name: 'NODE_ENV',
    readBy: 'Docusaurus (sets it), speed/pinsPlugin.ts',
    default: '`production` in a build, `development` in `npm start`',
    effect: 'Set by Docusaurus itself; the speed layer checks its pins only in a production build.',
  },
  {
    name: 'SITE_NODE_CACHE',
    readBy: 'scripts/ensure-node.sh',
    default: '~/.cache/podman-site',
    effect: "Where the Node of .nvmrc is unpacked when the machine's Node is older.",
  },
  // The tests
  {
    name: 'CI',
    readBy: 'Playwright configs, .ci/run',
    default: 'unset',
    effect:
      'Set by CI: Playwright retries a failed test once and never reuses a server it did not start.',
  },
  {
    name: 'TEST_NIGHTLY',
    readBy: 'scripts/test.sh, site-crawl and search specs',
    default: '0',
    effect:
      '`1` (the nightly CI run) adds what is too slow per push: the build without the speed layer and its specs, every check of the crawl on every page, all search queries, the dev server test.',
    values: onOff,
  },
  {
    name: 'TEST_BASE_URL',
    readBy: 'scripts/test.sh, playwright.config.ts',
    default: '`/podman.io-previews/pr-1/` on the nightly run, else unset',
    effect:
      "A path such as a preview's: builds build-test-base/ under it (SITE_BASE_URL), serves it under that path as GitHub Pages does, and runs the visitor and search specs on it (project base-url), failing any request outside the path. Unset leaves it out.",
    values: {
      pattern: /^\/([A-Za-z0-9._~-]+\/)+$/,
      describe:
        'a path under the root that starts and ends with /, such as /podman.io-previews/pr-1/',
    },
  },
  {
    name: 'TEST_SPEED_OFF',
    readBy: 'scripts/test.sh, playwright.config.ts',
    default: "TEST_NIGHTLY's value",
    effect:
      '`1` builds build-test-off/ (no speed layer) and runs the visitor specs on it (project speed-off); `0` leaves it out.',
    values: onOff,
  },
  {
    name: 'SKIP_BUILD',
    readBy: 'scripts/test.sh',
    default: '0',
    effect: '`1` reuses build-test/ (and build-test-off/) from an earlier run instead of building.',
    values: onOff,
  },
  {
    name: 'TEST_PORT',
    readBy: 'playwright.config.ts, playwright.dev.config.ts',
    default: '3210',
    effect:
      'Port of the served test build (the build without the speed layer gets the next one); of `npm start` in the dev server test (the one-post preview gets the next one).',
    values: {pattern: /^\d{2,5}$/, describe: 'a port number'},
  },
  {
    name: 'CHROMIUM_PATH',
    readBy: 'tests, benches, screenshots, ensure-chromium.sh',
    default:
      '/usr/bin/chromium-headless-shell (tests, and the benches of the nightly run), /usr/bin/chromium (benches run by hand, screenshots)',
    effect: "The Chromium (or Chrome) binary to drive; GitHub's runner uses its Google Chrome.",
  },
  {
    name: 'BUILD_DIR',
    readBy: 'tests/e2e/base-url.spec.ts',
    default: 'build-test',
    effect: 'The build whose asset addresses the base-URL spec reads.',
  },
  {
    name: 'CONTAINER_BASES',
    readBy: 'scripts/test.sh, scripts/container/test.sh, ensure-podman.sh',
    default: 'standins',
    effect:
      '`public` builds the Containerfile on its own base images (a machine that can pull them); `standins` builds Debian stand-ins first (scripts/container/standins.sh).',
    values: ['standins', 'public'],
  },
  {
    name: 'CONTAINERS_CONF',
    readBy: 'Podman (set by the container scripts)',
    default: 'deploy/podman/containers.conf',
    effect: "Podman's settings for the container test: runc, ulimits within this machine's limits.",
  },
  {
    name: 'CONTAINER_ROOTFUL',
    readBy: 'scripts/container/rootless.sh',
    default: '0',
    effect:
      "As root, the container test runs Podman rootless as the user podman-site, as GitHub's runner does; `1` uses root's own Podman instead.",
    values: onOff,
  },
  {
    name: 'PODMAN_USER',
    readBy: 'scripts/container/test.sh (set by scripts/container/rootless.sh)',
    default: 'unset',
    effect:
      "Set when Podman runs as another user than the test: the files it reads and writes are then made that user's.",
  },
  {
    name: 'CONTAINER_CA_BUNDLE',
    readBy: 'scripts/container/test.sh',
    default: '/etc/ssl/certs/ca-certificates.crt',
    effect: 'CA bundle handed to the image build as a secret, for a proxy that re-signs TLS.',
  },
  {
    name: 'DEBIAN_MIRROR',
    readBy: 'scripts/container/standins.sh',
    default: 'http://deb.debian.org/debian',
    effect: 'The Debian mirror the stand-in base images are built from.',
  },
  // Writing and deploying
  {
    name: 'SITE_DIR',
    readBy: 'scripts/new-post/cli.ts, scripts/preview-post/cli.mts',
    default: 'the repository',
    effect:
      'The site folder `npm run new:post` writes into and `npm run preview:post` starts (their tests use a temporary one).',
  },
  {
    name: 'HEAD_SHA',
    readBy: 'npm run deploy:preview (set by .github/workflows/preview.yml)',
    default: 'unset',
    effect:
      'The commit CI built the preview from: the open pull request against main whose head it is gets the preview; with none, nothing is published.',
  },
  {
    name: 'PREVIEW_ENVIRONMENT',
    readBy: 'npm run deploy:preview (set by .github/workflows/preview.yml)',
    default: 'unset',
    effect:
      "The GitHub environment the preview job runs in: a fork's pull request publishes only in `pr-preview-fork`, whose required reviewers approve each run.",
  },
  {
    name: 'GH_STANDIN',
    readBy: 'the stand-in gh of scripts/publish/publish.test.ts',
    default: 'set by that test',
    effect: 'The file the stand-in GitHub CLI answers from and writes the comments to.',
  },
  {
    name: 'GITHUB_REPOSITORY',
    readBy: 'npm run deploy, deploy:preview (scripts/publish/branch.ts)',
    default: 'unset (set by GitHub Actions)',
    effect:
      'In GitHub Actions, the repository the run belongs to: one other than config/repository.ts names does not publish.',
  },
  {
    name: 'GITHUB_TOKEN',
    readBy: 'npm run deploy (scripts/publish/branch.ts; set by .github/workflows/ci.yml)',
    default: 'unset',
    effect: "The job's token, given to the push to gh-pages alone (HTTPS).",
  },
  {
    name: 'PREVIEWS_DEPLOY_KEY',
    readBy:
      'npm run deploy:preview (scripts/publish/branch.ts; set by .github/workflows/preview.yml)',
    default: 'unset',
    effect:
      "The previews repository's deploy key, a secret of the environments pr-preview and pr-preview-fork, given to the push alone (SSH).",
  },
  // Screenshots: checked by scripts/screenshots.mjs alone, so that a shell's own MODES or JS stops
  // no build.
  {
    name: 'SHOTS_MODES',
    readBy: 'scripts/screenshots.mjs',
    default: 'light,dark',
    effect: 'Colour modes to capture.',
    values: {
      pattern: /^(light|dark)(,(light|dark))*$/,
      describe: '`light`, `dark` or both, comma-separated',
    },
    checkedBy: 'screenshots',
  },
  {
    name: 'SHOTS_SIZES',
    readBy: 'scripts/screenshots.mjs',
    default: 'desktop,phone',
    effect: 'Viewport widths to capture: numbers, or `desktop` (1366) and `phone` (390).',
    values: {
      pattern: /^(desktop|phone|\d{3,4})(,(desktop|phone|\d{3,4}))*$/,
      describe: 'widths in px, `desktop` or `phone`, comma-separated',
    },
    checkedBy: 'screenshots',
  },
  {
    name: 'SHOTS_OUT',
    readBy: 'scripts/screenshots.mjs',
    default: 'tests/.tmp/shots',
    effect: 'Folder the screenshots are written to.',
    checkedBy: 'screenshots',
  },
  {
    name: 'SHOTS_JS',
    readBy: 'scripts/screenshots.mjs',
    default: '1',
    effect: '`0` captures the pages with JavaScript off.',
    values: onOff,
    checkedBy: 'screenshots',
  },
  {
    name: 'SHOTS_FULL',
    readBy: 'scripts/screenshots.mjs',
    default: '1',
    effect: '`0` captures the first screen only, not the whole page.',
    values: onOff,
    checkedBy: 'screenshots',
  },
];

/**
 * One message per variable given a value it does not take: those the build and tests read, or with
 * `tool`, that tool's.
 */
export function environmentProblems(
  env: NodeJS.ProcessEnv = process.env,
  tool?: EnvVar['checkedBy'],
): string[] {
  const problems: string[] = [];
  for (const v of environment) {
    if (v.checkedBy !== tool) continue;
    const value = env[v.name];
    if (value === undefined || value === '' || !v.values) continue;
    const ok = Array.isArray(v.values)
      ? v.values.includes(value)
      : (v.values as {pattern: RegExp}).pattern.test(value);
    if (!ok) {
      const allowed = Array.isArray(v.values)
        ? v.values.map((x) => `"${x}"`).join(' or ')
        : (v.values as {describe: string}).describe;
      problems.push(
        `${v.name}=${JSON.stringify(value)} is not a value it takes: use ${allowed} (or leave it unset for ${v.default}). ${v.effect}`,
      );
    }
  }
  return problems;
}

export function checkEnvironment(
  env: NodeJS.ProcessEnv = process.env,
  tool?: EnvVar['checkedBy'],
): void {
  const problems = environmentProblems(env, tool);
  if (problems.length) throw new Error(`Environment:\n  ${problems.join('\n  ')}`);
}

export function environmentTable(): string {
  const cell = (s: string) => s.replace(/\|/g, '\\|');
  const rows = environment.map((v) => {
    let values = 'any';
    if (Array.isArray(v.values)) values = v.values.map((x) => `\`${x}\``).join(', ');
    else if (v.values) values = (v.values as {describe: string}).describe;
    return `| \`${v.name}\` | ${cell(v.readBy)} | ${cell(v.default)} | ${values} | ${cell(v.effect)} |`;
  });
  return [
    '| variable | read by | default | values | effect |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}
