// Each case builds a fixture site with the production checks and one post of
// tests/fixtures/bad-posts/.
import {describe, test, type TestContext} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {execFile} from 'node:child_process';
import {postRoute} from './postRoute';
import {scratchDir} from '../tests/fixtures/scratchDir';
import {badPostCases} from '../tests/fixtures/badPosts';
import {exitStatus} from '../scripts/exitStatus';

const root = path.resolve(__dirname, '..');
const fixtures = path.join(root, 'tests/fixtures/bad-posts');

function fixtureConfig(): string {
  // The site is a folder of tests/.tmp/, where it finds the repository's packages.
  const rel = (p: string) => `../../../${p}`;
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

/**
 * Builds a one-post site; resolves to the exit status, everything it printed and the site's folder.
 */
async function buildWith(
  t: TestContext,
  post: string,
): Promise<{status: number | null; output: string; site: string}> {
  // A home page, because the theme links to "/" from every page.
  const home =
    "import React from 'react';\nexport default function Home() { return React.createElement('main', null, 'Fixture'); }\n";
  const files = {
    'src/pages/index.js': home,
    'docusaurus.config.ts': fixtureConfig(),
    [`blog/${post}`]: fs.readFileSync(path.join(fixtures, post)),
    ...Object.fromEntries(
      ['authors.yml', 'tags.yml'].map((f) => [
        `blog/${f}`,
        fs.readFileSync(path.join(root, 'blog', f)),
      ]),
    ),
  };
  const site = scratchDir(
    t,
    `${path.basename(post, '.md')}-`,
    files,
    path.join(root, 'tests/.tmp'),
  );
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
        resolve({status: exitStatus(error), output: `${stdout}\n${stderr}`, site}),
    );
  });
}

// Two builds at a time: in `npm test` these are the longest unit tests, and the
// type check and linter beside them finish first, leaving a core free.
describe('one-post sites', {concurrency: 2}, () => {
  for (const {post, says} of badPostCases) {
    test(`refuses ${post}, saying why`, async (t) => {
      const {status, output} = await buildWith(t, post);
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

  test('files the other spellings of a tag under it', async (t) => {
    const built = await buildWith(t, '2022-01-17-tag-aliases.md');
    assert.equal(built.status, 0, built.output.slice(-2000));
    const site = path.join(built.site, 'build');
    assert.deepEqual(
      ['rest', 'docker-compose', 'REST'].map((tag) =>
        fs.existsSync(path.join(site, `blogs/tags/${tag}.html`)),
      ),
      [true, true, false],
    );
  });
});
