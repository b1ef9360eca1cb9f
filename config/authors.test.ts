import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';

// An author page is made for each `page: true` entry of a blog's authors.yml,
// and the authors list shows those entries. Someone without posts in that blog
// would get an empty page; someone with posts but no page, a byline leading nowhere.

type Author = {name: string; page?: boolean; socials?: Record<string, string>};

function postAuthors(file: string): string[] {
  const front = /^---\n([\s\S]*?)\n---/.exec(fs.readFileSync(file, 'utf8'))?.[1];
  if (front === undefined) throw new Error(`${file}: no front matter`);
  const authors = (yaml.load(front) as {authors?: string | string[]}).authors ?? [];
  return typeof authors === 'string' ? [authors] : authors;
}

for (const blog of ['blog', 'release']) {
  test(`${blog}/authors.yml gives a page to exactly the people with posts in ${blog}/`, () => {
    const authors = yaml.load(fs.readFileSync(path.join(blog, 'authors.yml'), 'utf8')) as Record<string, Author>;
    const posts = new Map<string, number>();
    for (const file of fs.readdirSync(blog).filter((f) => f.endsWith('.md'))) {
      for (const key of postAuthors(path.join(blog, file))) posts.set(key, (posts.get(key) ?? 0) + 1);
    }
    const wrong: string[] = [];
    for (const [key, author] of Object.entries(authors)) {
      const count = posts.get(key) ?? 0;
      if (author.page === true && count === 0) wrong.push(`${key} has no posts in ${blog}/ but "page: true" (an empty author page)`);
      if (author.page !== true && count > 0) wrong.push(`${key} has ${count} posts in ${blog}/ but no author page ("page: true")`);
    }
    assert.deepEqual(wrong, []);
    assert.ok(posts.size > 0, `no post in ${blog}/ names an author`);
  });
}

// The byline's icons (src/theme/Blog/Components/Author/Socials): GitHub's, and
// for any other platform a generic globe. Another platform needs its icon there.
test('authors link only platforms whose icon the byline has', () => {
  const others = ['blog', 'release'].flatMap((blog) =>
    Object.entries(yaml.load(fs.readFileSync(path.join(blog, 'authors.yml'), 'utf8')) as Record<string, Author>).flatMap(([key, author]) =>
      Object.keys(author.socials ?? {})
        .filter((platform) => platform !== 'github')
        .map((platform) => `${blog}/authors.yml: ${key} links ${platform}`),
    ),
  );
  assert.deepEqual(others, []);
});
