// Tests of the output pipeline: the steps' order, and that no other plugin writes build/**/*.html.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {execFileSync} from 'node:child_process';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import {outputSteps, runSteps, compressedFiles, validateOptions, type BuiltSite} from './index';

const repo = path.resolve(__dirname, '../..');
const redirects = {
  redirects: [{from: '/releases', to: '/release'}],
  createRedirects: () => undefined,
};

test('runs the steps in their fixed order', () => {
  const routeData = async () => {};
  assert.deepEqual(
    outputSteps({routeData, precompress: 'all', redirects}).map((step) => step.name),
    ['route data', 'search index', 'address forms', 'redirect pages', 'precompression'],
  );
  assert.equal(outputSteps({routeData, precompress: 'all', redirects})[0]!.run, routeData);
});

test("runs the route data step only with the speed layer's", () => {
  assert.deepEqual(
    outputSteps({precompress: 'all', redirects}).map((step) => step.name),
    ['search index', 'address forms', 'redirect pages', 'precompression'],
  );
});

test('compresses only when asked', () => {
  assert.deepEqual(
    outputSteps({precompress: false, redirects}).map((step) => step.name),
    ['search index', 'address forms', 'redirect pages'],
  );
});

/** The options as Docusaurus checks them before the build starts. */
const checked = (options: object) =>
  validateOptions({validate: normalizePluginOptions, options} as Parameters<
    typeof validateOptions
  >[0]);

test('takes the options docusaurus.config.ts gives it', () => {
  assert.equal(checked({precompress: 'assets', redirects}).precompress, 'assets');
});

const refused: {name: string; options: object; message: RegExp}[] = [
  {
    name: 'an unknown compression',
    options: {precompress: 'some', redirects},
    message: /"precompress" must be one of/,
  },
  {name: 'no old addresses', options: {precompress: false}, message: /"redirects" is required/},
  {
    name: 'an old address outside the base URL',
    options: {precompress: false, redirects: {...redirects, redirects: [{from: 'x', to: '/'}]}},
    message: /"redirects\.redirects\[0\]\.from"/,
  },
  {
    name: 'an option it has not',
    options: {precompress: false, redirects, gzip: 1},
    message: /"gzip" is not allowed/,
  },
];
for (const c of refused) {
  test(`refuses ${c.name}, naming the option`, () => {
    assert.throws(() => checked(c.options), c.message);
  });
}

test('starts each step once the one before is over, stopping on a failure', async () => {
  const log: string[] = [];
  const slow = (name: string, ms: number) => ({
    name,
    run: () =>
      new Promise<void>((resolve) =>
        setTimeout(() => {
          log.push(name);
          resolve();
        }, ms),
      ),
  });
  const times = await runSteps(
    [slow('first', 30), slow('second', 1), slow('third', 10)],
    {} as BuiltSite,
  );
  assert.deepEqual(log, ['first', 'second', 'third']);
  assert.match(times.join(', '), /^first \d+\.\d s, second \d+\.\d s, third \d+\.\d s$/);
  await assert.rejects(
    runSteps(
      [{name: 'fails', run: () => Promise.reject(new Error('Pagefind failed'))}, slow('after', 1)],
      {} as BuiltSite,
    ),
    /Pagefind failed/,
  );
  assert.equal(log.includes('after'), false);
});

// Compression covers what the bundler and the pipeline wrote, not what other plugins write; assets
// (test builds) leaves the pages out.
const compression = [
  ...[
    'assets/js/main.1234abcd.js',
    'assets/css/styles.1234abcd.css',
    'pagefind/pagefind-entry.json',
    'img/podman-logo.svg',
  ].map((file) => ({file, assets: true, all: true, when: 'in every build'})),
  ...['index.html', 'blogs/2019/06/13/new/index.html'].map((file) => ({
    file,
    assets: false,
    all: true,
    when: 'in full builds only',
  })),
  ...['sitemap.xml', 'blogs/rss.xml', 'feed.xml', 'llms.txt', 'build-info.json'].map((file) => ({
    file,
    assets: false,
    all: false,
    when: 'in no build',
  })),
];
for (const c of compression) {
  test(`${c.file} is compressed ${c.when}`, () => {
    const site = {staticDirs: [path.join(repo, 'static')]};
    assert.deepEqual(
      [compressedFiles(site, 'assets')(c.file), compressedFiles(site, 'all')(c.file)],
      [c.assets, c.all],
    );
  });
}

// Every postBuild of the site's own plugins besides the pipeline, and what it writes.
// A new one must be added here, after checking it leaves the pages to the pipeline.
const otherPostBuilds: Record<string, string> = {
  'plugins/build-info/index.ts': 'build-info.json',
  'plugins/github-pages/index.ts': '.nojekyll, and CNAME for a custom domain',
  'plugins/feeds/index.ts': 'authors in the blog feeds, and their copies at the earlier addresses',
  'plugins/llms-txt/index.ts': 'llms.txt',
  'plugins/social-cards/index.ts': 'the sharing cards (PNG)',
};

/**
 * A module and the modules of plugins/ and speed/ it imports, transitively (site data and
 * components aside).
 */
function withImports(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file) || !/^(plugins|speed)\//.test(file)) return seen;
  seen.add(file);
  for (const [, request] of fs
    .readFileSync(path.join(repo, file), 'utf8')
    .matchAll(/from '(\.{1,2}\/[^']+)'/g)) {
    const base = path.join(path.dirname(file), request!);
    const found = ['.ts', '.tsx', '/index.ts']
      .map((ext) => `${base}${ext}`)
      .find((candidate) => fs.existsSync(path.join(repo, candidate)));
    if (found) withImports(found, seen);
  }
  return seen;
}

test('is the one plugin to read or write the built pages in postBuild', () => {
  const sources = execFileSync(
    'git',
    ['ls-files', '-co', '--exclude-standard', 'plugins', 'speed'],
    {cwd: repo, encoding: 'utf8'},
  )
    .split('\n')
    .filter(
      (file) =>
        /\.tsx?$/.test(file) && !file.endsWith('.test.ts') && fs.existsSync(path.join(repo, file)),
    );
  const withPostBuild = sources.filter(
    (file) =>
      /\bpostBuild\b\s*[(:]/.test(fs.readFileSync(path.join(repo, file), 'utf8')) &&
      file !== 'plugins/output-pipeline/index.ts',
  );
  assert.deepEqual(withPostBuild.sort(), Object.keys(otherPostBuilds).sort());
  for (const owner of withPostBuild) {
    for (const file of withImports(owner)) {
      assert.doesNotMatch(
        fs.readFileSync(path.join(repo, file), 'utf8'),
        /\.html\b|pagefind/i,
        `${file} (imported by ${owner}, whose postBuild writes ${otherPostBuilds[owner]}) names the built pages`,
      );
    }
  }
});
