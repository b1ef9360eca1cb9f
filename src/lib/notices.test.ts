// Tests of src/lib/notices.ts: which posts are short notices, and of what.
import test from 'node:test';
import assert from 'node:assert/strict';
import {noticeOf} from './notices';

const body =
  'See [the cheat sheet](https://example.com/x). More in [the full post](/blogs/2019/06/13/podman-cheatsheet).';

test("finds a notice's article in the first post of this site it links", () => {
  assert.equal(
    noticeOf({permalink: 'new', frontMatter: {}, content: body}),
    '/blogs/2019/06/13/podman-cheatsheet',
  );
  assert.equal(
    noticeOf({
      permalink: '2-new',
      frontMatter: {},
      content: 'The [notes](/release/2022/10/22/podman-release-v4.3.0).',
    }),
    '/release/2022/10/22/podman-release-v4.3.0',
  );
});

test('finds no article for a notice that links no post here', () => {
  assert.equal(
    noticeOf({
      permalink: 'new',
      frontMatter: {},
      content: 'Read [the docs](/docs/installation#macos) or [elsewhere](https://blog.podman.io).',
    }),
    undefined,
  );
});

// Only a notice slug (new, or N-new on a day with two) or notice_of makes a post a notice.
for (const slug of ['new', '1-new', '2-new', '/blogs/2019/10/14/2-new']) {
  test(`a post at "${slug}" is a notice`, () => {
    assert.ok(noticeOf({permalink: slug, frontMatter: {}, content: body}));
  });
}
for (const slug of ['news', 'renew', 'podman-new-api']) {
  test(`a post at "${slug}" is no notice`, () => {
    assert.equal(noticeOf({permalink: slug, frontMatter: {}, content: body}), undefined);
  });
}

test('takes notice_of as the article, whatever the slug', () => {
  assert.equal(
    noticeOf({
      permalink: 'podman-in-hpc',
      frontMatter: {notice_of: '/blogs/2019/09/26/podman-in-hpc'},
    }),
    '/blogs/2019/09/26/podman-in-hpc',
  );
});

test('settles a built post, which has no body, by its notice_of alone', () => {
  assert.equal(
    noticeOf({permalink: '/blogs/2019/06/13/new', frontMatter: {}}),
    undefined,
    'no notice_of and no body: settled as no notice',
  );
});
