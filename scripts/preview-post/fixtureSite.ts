// The preview's tests' site: this one but for blog/, which holds one post of tests/fixtures/bad-posts/.
import fs from 'node:fs';
import path from 'node:path';
import type {TestContext} from 'node:test';
import {scratchDir} from '../scratchDir';

const root = path.resolve(__dirname, '../..');

// Not linked: what the scratch site has of its own, and what a server or build writes (two at once would share it).
const notLinked = new Set([
  'blog',
  'docusaurus.config.ts',
  '.git',
  '.docusaurus',
  '.docusaurus-preview',
  '.docusaurus-link-check',
  'tests',
  'build',
  'build-test',
  'build-test-off',
  'build-test-base',
]);

/**
 * A scratch site that is this one but for blog/, which holds the blog's authors and tags and the one post (and with
 * `allPosts`, every post of both blogs and the docs too, for a build: the release announcements link to posts of the
 * blog): the
 * repository's files are linked, but the config is copied, so that its folder (the site's) is the scratch one.
 */
export function siteWithPost(t: TestContext, post: string, {allPosts = false} = {}): string {
  const blog = ['authors.yml', 'tags.yml'].map((f) => [
    `blog/${f}`,
    fs.readFileSync(path.join(root, 'blog', f)),
  ]);
  const site = scratchDir(t, 'preview-site-', {
    ...Object.fromEntries(blog),
    [`blog/${post}`]: fs.readFileSync(path.join(root, 'tests/fixtures/bad-posts', post)),
    'docusaurus.config.ts': fs.readFileSync(path.join(root, 'docusaurus.config.ts')),
  });
  // Copied, not linked: Docusaurus follows a link to a post's real path, outside the scratch site, where the
  // build's pages then find no data for it.
  if (allPosts) {
    for (const entry of fs.readdirSync(path.join(root, 'blog'))) {
      const copy = path.join(site, 'blog', entry);
      if (!fs.existsSync(copy)) fs.copyFileSync(path.join(root, 'blog', entry), copy);
    }
    for (const folder of ['release', 'docs']) {
      fs.cpSync(path.join(root, folder), path.join(site, folder), {recursive: true});
    }
  }
  for (const entry of fs.readdirSync(root)) {
    if (!notLinked.has(entry) && !fs.existsSync(path.join(site, entry))) {
      fs.symlinkSync(path.join(root, entry), path.join(site, entry));
    }
  }
  return site;
}
