// The archive as published (tests/fixtures/archive.json): a meant change (a corrected title) is
// made there too.
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import kebabCase from 'lodash/kebabCase';
import {archive, type ArchivedPost} from '../tests/fixtures/archive';
import {canonicalTag} from './frontMatter';
import {noticeOf} from '../src/lib/notices';
import {postRoute} from './postRoute';

const siteDir = path.resolve(__dirname, '..');
const bases = {blog: '/blogs', release: '/release'} as const;
type TagsFile = Record<string, {label?: string; permalink?: string} | null>;

type Post = {title: unknown; authors: string[]; tags: string[]; noticeOf?: string; body: string};

function readPost(file: string): Post {
  const text = fs.readFileSync(path.join(siteDir, file), 'utf8');
  const match = /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(text);
  if (!match) throw new Error(`${file}: no front matter`);
  const fm = (yaml.load(match[1]!) ?? {}) as Record<string, unknown>;
  const list = (value: unknown): string[] => {
    if (value === undefined) return [];
    return Array.isArray(value) ? value.map(String) : [String(value)];
  };
  return {
    title: fm.title,
    authors: list(fm.authors),
    tags: list(fm.tags),
    noticeOf: fm.notice_of as string | undefined,
    body: match[2]!,
  };
}

/**
 * A tag's address under its blog, the way the site makes it: a key of tags.yml, or a spelling of
 * one.
 */
function tagAddress(label: string, tags: TagsFile): string {
  const key = canonicalTag(label, tags);
  return (tags[key]?.permalink ?? `/${kebabCase(key)}`).replace(/^\//, '');
}

/** What differs between a post file and its manifest entry, as readable lines. */
export function differences(entry: ArchivedPost, post: Post, tags: TagsFile): string[] {
  const out: string[] = [];
  const route = postRoute(
    bases[entry.file.split('/')[0] as keyof typeof bases],
    path.basename(entry.file),
  );
  if (route !== entry.route) out.push(`route ${route}, archived as ${entry.route}`);
  if (path.basename(entry.file).slice(0, 10) !== entry.date) {
    out.push(`date ${path.basename(entry.file).slice(0, 10)}, archived as ${entry.date}`);
  }
  if (post.title !== entry.title) {
    out.push(`title "${String(post.title)}", archived as "${entry.title}"`);
  }
  if (post.authors.join(',') !== entry.authors.join(',')) {
    out.push(`authors [${post.authors.join(', ')}], archived as [${entry.authors.join(', ')}]`);
  }
  const have = [...new Set(post.tags.map((t) => tagAddress(t, tags)))].sort();
  const want = [...new Set(entry.tags.map((t) => tagAddress(t, tags)))].sort();
  if (have.join(',') !== want.join(',')) {
    out.push(`tags [${have.join(', ')}], archived as [${want.join(', ')}]`);
  }
  if (entry.notice) {
    const article = noticeOf({
      permalink: path
        .basename(entry.file)
        .slice(11)
        .replace(/\.mdx?$/, ''),
      frontMatter: {notice_of: post.noticeOf},
      content: post.body,
    });
    if (article !== entry.article) {
      out.push(
        `notice of ${article ?? 'nothing'}, archived as a notice of ${entry.article ?? 'nothing on this site'}`,
      );
    }
  }
  return out;
}

test("holds the archive's 246 blog and 26 release posts, each once", () => {
  assert.deepEqual([archive('blog').length, archive('release').length], [246, 26]);
  const routes = archive().map((p) => p.route);
  assert.equal(new Set(routes).size, routes.length, 'a route is listed twice');
});

test('a post that differs from its manifest entry is reported with what changed', () => {
  const entry: ArchivedPost = {
    file: 'blog/2019-06-13-new.md',
    route: '/blogs/2019/06/13/new',
    title: 'Podman Cheat Sheet',
    date: '2019-06-13',
    authors: [],
    tags: ['Docker'],
    old: '/new/2019/06/13/new.html',
    notice: true,
    article: '/blogs/2019/06/13/podman-cheatsheet',
  };
  const tags: TagsFile = {docker: {label: 'docker'}};
  assert.deepEqual(
    differences(
      entry,
      {
        title: 'Podman Cheat Sheet',
        authors: [],
        tags: ['docker'],
        body: '[x](/blogs/2019/06/13/podman-cheatsheet)',
      },
      tags,
    ),
    [],
  );
  assert.deepEqual(
    differences(entry, {title: 'Cheat Sheet', authors: ['mheon'], tags: [], body: 'no link'}, tags),
    [
      'title "Cheat Sheet", archived as "Podman Cheat Sheet"',
      'authors [mheon], archived as []',
      'tags [], archived as [docker]',
      'notice of nothing, archived as a notice of /blogs/2019/06/13/podman-cheatsheet',
    ],
  );
  assert.deepEqual(
    differences(
      {...entry, file: 'blog/2019-06-14-new.md'},
      {
        title: 'Podman Cheat Sheet',
        authors: [],
        tags: ['docker'],
        body: '[x](/blogs/2019/06/13/podman-cheatsheet)',
      },
      tags,
    ),
    [
      'route /blogs/2019/06/14/new, archived as /blogs/2019/06/13/new',
      'date 2019-06-14, archived as 2019-06-13',
    ],
  );
});

for (const kind of ['blog', 'release'] as const) {
  // Its route, title, date, authors, tags and notice link.
  test(`keeps each archived ${kind} post's file, route and front matter`, () => {
    const problems: string[] = [];
    const tags = (yaml.load(fs.readFileSync(path.join(siteDir, kind, 'tags.yml'), 'utf8')) ??
      {}) as TagsFile;
    for (const entry of archive(kind)) {
      if (!fs.existsSync(path.join(siteDir, entry.file))) {
        problems.push(
          `${entry.file}: missing (archived at ${entry.route}); a renamed file changes the post's address`,
        );
        continue;
      }
      for (const d of differences(entry, readPost(entry.file), tags)) {
        problems.push(`${entry.file}: ${d}`);
      }
    }
    assert.deepEqual(problems, []);
  });
}

test('every post dated within the archive is in the manifest', () => {
  const last = archive()
    .map((p) => p.date)
    .sort()
    .at(-1)!;
  const listed = new Set(archive().map((p) => p.file));
  const unlisted = ['blog', 'release'].flatMap((dir) =>
    fs
      .readdirSync(path.join(siteDir, dir))
      .filter((f) => /^\d{4}-\d{2}-\d{2}-.*\.mdx?$/.test(f) && f.slice(0, 10) <= last)
      .map((f) => `${dir}/${f}`)
      .filter((f) => !listed.has(f)),
  );
  assert.deepEqual(
    unlisted,
    [],
    `posts dated on or before ${last} that tests/fixtures/archive.json does not list`,
  );
});
