// Each case builds a fixture site with the production checks and one post of tests/fixtures/bad-posts/.
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {execFile} from 'node:child_process';
import {postRoute} from './postRoute';
import {writeFiles} from '../tests/fixtures/scratchDir';
import {badPostCases} from '../tests/fixtures/badPosts';
import {exitStatus} from '../scripts/exitStatus';

const root = path.resolve(__dirname, '..');
const fixtures = path.join(root, 'tests/fixtures/bad-posts');
const sitesDir = path.join(root, 'tests/.tmp/content-sites');

function fixtureConfig(site: string): string {
  const rel = (p: string) => path.relative(site, path.join(root, p)).split(path.sep).join('/');
  return `import {blogOptions} from '${rel('config/blogOptions')}';
import {linkChecks, markdownConfig} from '${rel('config/checks')}';
import {future} from '${rel('config/future')}';
export default {
  title: 'Fixture', url: 'https://example.com', baseUrl: '/', trailingSlash: false,
  future,
  ...linkChecks,
  markdown: markdownConfig(__dirname),
  presets: [['classic', {
    docs: false,
    blog: {...blogOptions({path: 'blog', routeBasePath: 'blogs', title: 'Blog', description: 'Fixture', sidebarTitle: 'Recent'}), feedOptions: {type: null}},
    sitemap: false,
  }]],
};
`;
}

/** Builds a one-post site; resolves to the exit status and everything it printed. */
async function buildWith(post: string): Promise<{status: number | null; output: string}> {
  const site = path.join(sitesDir, path.basename(post, '.md'));
  fs.rmSync(site, {recursive: true, force: true});
  // A home page, because the theme links to "/" from every page.
  const home =
    "import React from 'react';\nexport default function Home() { return React.createElement('main', null, 'Fixture'); }\n";
  const files = {'src/pages/index.js': home, 'docusaurus.config.ts': fixtureConfig(site)};
  writeFiles(site, {...files, [`blog/${post}`]: fs.readFileSync(path.join(fixtures, post))});
  for (const file of ['authors.yml', 'tags.yml']) {
    fs.copyFileSync(path.join(root, 'blog', file), path.join(site, 'blog', file));
  }
  return new Promise((resolve) => {
    execFile(
      path.join(root, 'node_modules/.bin/docusaurus'),
      ['build', site, '--out-dir', path.join(site, 'build')],
      {
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
        env: {...process.env, FORCE_COLOR: '0', NO_COLOR: '1'},
      },
      (error, stdout, stderr) =>
        resolve({status: exitStatus(error), output: `${stdout}\n${stderr}`}),
    );
  });
}

// Two builds at a time: in `npm test` these are the longest unit tests, and the
// type check and linter beside them finish first, leaving a core free.
describe('one-post fixture sites', {concurrency: 2}, () => {
  for (const {post, says} of badPostCases) {
    test(`the build refuses ${post}, naming it and the problem`, async () => {
      const {status, output} = await buildWith(post);
      assert.notEqual(status, 0, `the build should fail:\n${output.slice(-2000)}`);
      // The post is named by its file or, for links checked after rendering, by its route.
      const route = postRoute('/blogs', post);
      assert.ok(
        output.includes(post) || output.includes(route),
        `no mention of ${post}:\n${output.slice(-2000)}`,
      );
      assert.match(output, says);
    });
  }

  test('alternate spellings of a defined tag are accepted and filed under it', async () => {
    const {status, output} = await buildWith('2022-01-17-tag-aliases.md');
    assert.equal(status, 0, output.slice(-2000));
    const site = path.join(sitesDir, '2022-01-17-tag-aliases', 'build');
    assert.deepEqual(
      ['rest', 'docker-compose', 'REST'].map((tag) =>
        fs.existsSync(path.join(site, `blogs/tags/${tag}.html`)),
      ),
      [true, true, false],
    );
  });
});
