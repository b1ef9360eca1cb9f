// Tests of src/lib/archiveLines.ts.
import test from 'node:test';
import assert from 'node:assert/strict';
import {archiveLines} from './archiveLines';

const post = (permalink: string, title: string, date: string, notice_of?: string) => ({
  permalink,
  title,
  date: `${date}T00:00:00.000Z`,
  frontMatter: notice_of ? {notice_of} : {},
});

const posts = [
  post('/blogs/2021/10/16/new', 'Sudo and rootless', '2021-10-16', '/blogs/2021/10/16/sudo'),
  post('/blogs/2021/10/16/sudo', 'Sudo and rootless', '2021-10-16'),
  post('/blogs/2021/10/12/posts', 'Posts of Interest', '2021-10-12'),
  post(
    '/blogs/2020/10/05/new',
    'Podman v2.1.0 Released',
    '2020-10-05',
    '/release/2020/10/05/v2.1.0',
  ),
  post('/blogs/2019/09/25/new', 'Podman in HPC', '2019-09-25', '/blogs/2019/09/26/hpc'),
  post('/blogs/2019/09/26/hpc', 'Podman in HPC', '2019-09-26'),
];

test('gives each article one line, newest first, its notices folded in', () => {
  const years = archiveLines(posts);
  assert.deepEqual(
    years.map((y) => y.year),
    ['2021', '2020', '2019'],
  );
  const flat = years.flatMap((y) =>
    y.lines.map((l) => [l.post.permalink, l.notices.map((n) => n.permalink)]),
  );
  assert.deepEqual(flat, [
    ['/blogs/2021/10/16/sudo', ['/blogs/2021/10/16/new']],
    ['/blogs/2021/10/12/posts', []],
    ['/blogs/2020/10/05/new', []],
    ['/blogs/2019/09/26/hpc', ['/blogs/2019/09/25/new']],
  ]);
  // A notice of a post outside the archive keeps its own line, marked with what it points to.
  assert.deepEqual(
    [years[1]!.lines[0]!.noticeOf, years[0]!.lines[0]!.noticeOf],
    ['/release/2020/10/05/v2.1.0', undefined],
  );
  // No two lines have the same date and title, and every post is reachable from a line.
  const lines = years.flatMap((y) => y.lines);
  const keys = lines.map((l) => `${l.post.date} ${l.post.title}`);
  assert.equal(new Set(keys).size, keys.length);
  const reachable = lines
    .flatMap((l) => [l.post, ...l.notices])
    .map((p) => p.permalink)
    .sort();
  assert.deepEqual(reachable, posts.map((p) => p.permalink).sort());
});
