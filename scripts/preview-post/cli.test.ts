// Tests of `npm run preview:post`: its address, its refusals of bad paths, and the build's messages
// for bad posts.
import {describe, test, type TestContext} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {spawnSync, execFile} from 'node:child_process';
import {scratchDir} from '../../tests/fixtures/scratchDir';
import {siteWithPost} from '../../tests/fixtures/previewSite';
import {previewPost} from '../../config/previewPost';
import {badPostCases} from '../../tests/fixtures/badPosts';
import {exitStatus} from '../exitStatus';
import {freePort} from '../nginx/harness';

const root = path.resolve(__dirname, '../..');
// Run as package.json runs it: Node's own TypeScript, no tsx (half a second less to the preview).
const cli = [
  '--disable-warning=MODULE_TYPELESS_PACKAGE_JSON',
  path.join(root, 'scripts/preview-post/cli.mts'),
];

const badInput = [
  {
    name: 'a missing file',
    given: 'blog/2099-01-01-not-written-yet.md',
    says: /^preview: blog\/2099-01-01-not-written-yet\.md: no such file$/,
  },
  {name: 'a folder', given: 'blog', says: /^preview: blog: a folder, not a post/},
  {
    name: 'a file outside the blogs',
    given: 'README.md',
    says: /^preview: README\.md: not a post \(a post is a \.md or \.mdx file directly in blog\/ or release\/\)$/,
  },
  {
    name: 'a file of a blog that is no post',
    given: 'blog/authors.yml',
    says: /^preview: blog\/authors\.yml: not a post/,
  },
  {
    name: 'a post left out of the blog by its underscore',
    given: 'blog/_draft.md',
    says: /^preview: blog\/_draft\.md: not a post/,
  },
  {
    name: 'no post named',
    given: undefined,
    says: /^preview: name a post, e\.g\. npm run preview:post -- blog\/2019-06-13-new\.md$/,
  },
];

for (const c of badInput) {
  test(`refuses ${c.name} in one line naming it`, (t) => {
    const site = scratchDir(t as TestContext, 'preview-input-', {
      'README.md': '# Site\n',
      'blog/authors.yml': '{}\n',
      'blog/_draft.md': '# Draft\n',
    });
    const r = spawnSync(process.execPath, [...cli, ...(c.given === undefined ? [] : [c.given])], {
      encoding: 'utf8',
      env: {...process.env, SITE_DIR: site},
    });
    assert.equal(r.status, 1, r.stdout + r.stderr);
    assert.equal(r.stderr.trim().split('\n').length, 1, r.stderr);
    assert.match(r.stderr.trim(), c.says);
  });
}

test('gives a post of either blog its route', () => {
  assert.deepEqual(previewPost(root, 'blog/2019-06-13-new.md'), {
    blog: 'blog',
    fileName: '2019-06-13-new.md',
    route: '/blogs/2019/06/13/new',
  });
  const release = fs
    .readdirSync(path.join(root, 'release'))
    .find((f) => /^\d{4}-\d{2}-\d{2}-.+\.md$/.test(f))!;
  assert.equal(
    previewPost(root, path.join(root, 'release', release)).route.startsWith('/release/'),
    true,
  );
});

// The checks Docusaurus runs while it loads the content; the link checks need a build's rendered
// pages (badPosts.ts).
describe('a bad post', {concurrency: 2}, () => {
  for (const {post, says} of badPostCases.filter((c) => c.when === 'load')) {
    test(`refuses ${post} with the build's message`, async (t) => {
      const site = siteWithPost(t as TestContext, post);
      // A port of its own: Docusaurus probes the port before it loads the content, and two cases on
      // one port saw each other's probe ("Something is already running"), and one exited 0
      // unchecked.
      const port = String(await freePort());
      const {status, output} = await new Promise<{status: number | null; output: string}>(
        (resolve) => {
          execFile(
            process.execPath,
            [...cli, `blog/${post}`, '--port', port],
            {
              encoding: 'utf8',
              timeout: 300_000,
              env: {...process.env, SITE_DIR: site, FORCE_COLOR: '0', NO_COLOR: '1'},
            },
            (error, stdout, stderr) =>
              resolve({status: exitStatus(error), output: `${stdout}\n${stderr}`}),
          );
        },
      );
      assert.notEqual(status, 0, `the preview should stop:\n${output.slice(-2000)}`);
      assert.ok(output.includes(post), `no mention of ${post}:\n${output.slice(-2000)}`);
      assert.match(output, says);
    });
  }
});
