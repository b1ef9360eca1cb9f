// Tests: authors.yml links only platforms whose icon our Socials swizzle has (GitHub).
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {siteMarkdown} from '../tests/content/postText';
import {bylineKeys} from '../tests/content/ownByline';

// Someone without posts in a blog would get an empty author page; someone with posts but no page, a
// byline leading nowhere.
type Author = {name: string; page?: boolean; socials?: Record<string, string>};
const authorsOf = (blog: string) =>
  yaml.load(fs.readFileSync(path.join(blog, 'authors.yml'), 'utf8')) as Record<string, Author>;

for (const blog of ['blog', 'release']) {
  test(`${blog}/authors.yml gives a page to exactly the people with posts in ${blog}/`, () => {
    const posts = new Map<string, number>();
    for (const {text} of siteMarkdown('.', [blog])) {
      for (const key of bylineKeys(text).keys) posts.set(key, (posts.get(key) ?? 0) + 1);
    }
    const wrong: string[] = [];
    for (const [key, author] of Object.entries(authorsOf(blog))) {
      const count = posts.get(key) ?? 0;
      if (author.page === true && count === 0) {
        wrong.push(`${key} has no posts in ${blog}/ but "page: true" (an empty author page)`);
      }
      if (author.page !== true && count > 0) {
        wrong.push(`${key} has ${count} posts in ${blog}/ but no author page ("page: true")`);
      }
    }
    assert.deepEqual(wrong, []);
    assert.ok(posts.size > 0, `no post in ${blog}/ names an author`);
  });
}

// Another platform needs its icon in src/theme/Blog/Components/Author/Socials.
test('authors link only platforms whose icon the byline has', () => {
  const others = ['blog', 'release'].flatMap((blog) =>
    Object.entries(authorsOf(blog)).flatMap(([key, author]) =>
      Object.keys(author.socials ?? {})
        .filter((p) => p !== 'github')
        .map((platform) => `${blog}/authors.yml: ${key} links ${platform}`),
    ),
  );
  assert.deepEqual(others, []);
});
