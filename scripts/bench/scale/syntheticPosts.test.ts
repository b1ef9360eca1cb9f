// Tests of the synthetic posts and of the scaled site they go into.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import yaml from 'js-yaml';
import {postFileName} from '../../../config/frontMatter';
import {noticeOf} from '../../../src/lib/notices';
import {postRoute} from '../../../config/postRoute';
import {generatePosts, type BlogSource} from './syntheticPosts';
import {createScaledSite, readBlogSource, siteEntries} from './scaledSite';

const repo = path.resolve(import.meta.dirname, '../../..');
const source: BlogSource = {
  dir: 'blog',
  routeBase: '/blogs',
  tags: ['podman', 'open source', 'rootless'],
  authors: ['mheon', 'baude'],
  existing: ['2020-05-01-scale-0.md', '2020-05-01-new.md'],
};

// Known tags and authors, and a date in range.
test('writes posts with valid front matter and a truncate marker', () => {
  const posts = generatePosts(source, {count: 300, firstYear: 2019, lastYear: 2021, seed: 7});
  assert.equal(posts.length, 300);
  assert.equal(new Set(posts.map((p) => p.fileName)).size, 300, 'file names are unique');
  let notices = 0;
  let codeBlocks = 0;
  for (const post of posts) {
    assert.match(post.fileName, postFileName);
    assert.ok(
      !source.existing.includes(post.fileName),
      `${post.fileName} collides with an existing post`,
    );
    const year = Number(post.fileName.slice(0, 4));
    assert.ok(year >= 2019 && year <= 2021, `${post.fileName} is outside 2019–2021`);
    assert.ok(
      !Number.isNaN(Date.parse(post.fileName.slice(0, 10))),
      `${post.fileName} has a real date`,
    );
    const m = /^---\n([\s\S]*?)\n---\n/.exec(post.text);
    assert.ok(m, 'the post opens with a front matter block');
    const fm = yaml.load(m[1]!) as Record<string, unknown>;
    assert.deepEqual([typeof fm.title, typeof fm.description], ['string', 'string']);
    assert.equal(
      post.text.split('<!-- truncate -->').length,
      2,
      `${post.fileName} has one truncate marker`,
    );
    const slug = post.fileName.slice(11, -3);
    if (noticeOf({permalink: slug, frontMatter: fm, content: post.text})) {
      notices++;
      const link = /\]\((\/blogs\/[^)]+)\)/.exec(post.text)?.[1];
      assert.ok(
        link && posts.some((p) => postRoute('/blogs', p.fileName) === link),
        `${post.fileName} links to a generated post`,
      );
      assert.equal(
        link.slice(7, 17),
        post.fileName.slice(0, 10).replaceAll('-', '/'),
        'a notice points to a post of its day',
      );
    } else {
      for (const tag of fm.tags as string[]) {
        assert.ok(source.tags.includes(tag), `unknown tag ${tag}`);
      }
      for (const author of fm.authors as string[]) {
        assert.ok(source.authors.includes(author), `unknown author ${author}`);
      }
      assert.ok((fm.tags as string[]).length >= 1);
      assert.match(post.text, /^## /m, 'a full post has sections');
      codeBlocks += (post.text.match(/^```(bash|yaml)$/gm) ?? []).length;
      const words = post.text.split(/\s+/).length;
      assert.ok(words > 120 && words < 2500, `${post.fileName}: ${words} words`);
    }
  }
  assert.ok(notices > 10 && notices < 90, `some notices, not too many (${notices})`);
  assert.ok(codeBlocks > 100, `code blocks appear (${codeBlocks})`);
});

test('gives the same posts for the same seed and others for another', () => {
  const opts = {count: 20, firstYear: 2018, lastYear: 2022};
  assert.deepEqual(
    generatePosts(source, {...opts, seed: 3}),
    generatePosts(source, {...opts, seed: 3}),
  );
  assert.notDeepEqual(
    generatePosts(source, {...opts, seed: 3}),
    generatePosts(source, {...opts, seed: 4}),
  );
});

test('refuses a blog without tags, naming it, years out of order and factor 0', () => {
  assert.throws(
    () =>
      generatePosts({...source, tags: []}, {count: 1, firstYear: 2018, lastYear: 2018, seed: 1}),
    /^Error: blog: /,
  );
  assert.throws(
    () => generatePosts(source, {count: 1, firstYear: 2022, lastYear: 2018, seed: 1}),
    /years out of order/,
  );
  assert.throws(() => createScaledSite(repo, 0), /--factor takes a whole number/);
});

test('scales a temp copy to factor × the posts, leaving blog/ and release/ alone', () => {
  const listing = (dir: string) => fs.readdirSync(path.join(repo, dir)).sort();
  const before = {blog: listing('blog'), release: listing('release')};
  const site = createScaledSite(repo, 2);
  try {
    assert.ok(site.dir.startsWith(os.tmpdir()) && !site.dir.startsWith(repo));
    for (const dir of ['blog', 'release'] as const) {
      const original = readBlogSource(repo, dir, '/x').existing.length;
      assert.deepEqual(site.posts[dir], {original, synthetic: original});
      const copied = readBlogSource(site.dir, dir, '/x');
      assert.equal(copied.existing.length, 2 * original);
      assert.deepEqual(copied.years, readBlogSource(repo, dir, '/x').years);
    }
    assert.ok(fs.lstatSync(path.join(site.dir, 'node_modules')).isSymbolicLink());
    assert.ok(fs.existsSync(path.join(site.dir, 'docusaurus.config.ts')));
  } finally {
    site.remove();
  }
  assert.ok(!fs.existsSync(site.dir), 'remove() deletes the copy');
  assert.deepEqual({blog: listing('blog'), release: listing('release')}, before);
});

// The copy once lacked speed/ (added to the config later), and every scaled build failed to load
// the config.
test('the scaled copy holds every local folder or file the site config imports', () => {
  const imported = [
    ...fs
      .readFileSync(path.join(repo, 'docusaurus.config.ts'), 'utf8')
      .matchAll(/from '\.\/([^'/]+)/g),
  ].map((m) => m[1]!);
  assert.ok(imported.length > 5, 'docusaurus.config.ts imports local modules');
  for (const first of imported) {
    const entry = siteEntries.find((e) => e === first || e.replace(/\.ts$/, '') === first);
    assert.ok(
      entry,
      `docusaurus.config.ts imports ./${first}, which scripts/bench/scale/scaledSite.ts does not copy (siteEntries)`,
    );
  }
});
