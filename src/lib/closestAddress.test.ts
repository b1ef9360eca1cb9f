// Tests of src/lib/closestAddress.ts: the not-found screen's guesses (issue 65 point 2).
import test from 'node:test';
import assert from 'node:assert/strict';
import {searchWords, suggestionsFor} from './closestAddress';

const paths = [
  '/',
  '/community',
  '/blogs',
  '/blogs/archive',
  '/blogs/tags/multiarch',
  '/blogs/2021/10/11/multiarch',
  '/blogs/2021/10/11/new',
  '/blogs/2021/10/12/podman-posts-of-interest',
  '/blogs/2020/11/09/new',
  '/blogs/2021/10/20/new',
  '/release/2022/02/22/podman-release-v4.0.0',
  '/docs',
  '/docs/installation',
  '/docs/checkpoint',
];

test("a typo: that day's nearest slug, with the day's other post", () => {
  assert.deepEqual(suggestionsFor('/blogs/2021/10/11/multiarc', paths), {
    closest: '/blogs/2021/10/11/multiarch',
    sameDay: ['/blogs/2021/10/11/new'],
  });
});

test('ignores case, in the slug and the section', () => {
  assert.equal(
    suggestionsFor('/Blogs/2021/10/11/MultiArc', paths)?.closest,
    '/blogs/2021/10/11/multiarch',
  );
});

test('keeps the case typed in the search words', () => {
  assert.equal(searchWords('/Blogs/2021/10/11/MultiArc'), 'MultiArc');
});

test('a slug cut short finds the post it was cut from', () => {
  assert.equal(
    suggestionsFor('/release/2022/02/22/podman-release-v4', paths)?.closest,
    '/release/2022/02/22/podman-release-v4.0.0',
  );
  assert.equal(
    suggestionsFor('/blogs/2021/10/11/multi', paths)?.closest,
    '/blogs/2021/10/11/multiarch',
  );
  assert.equal(suggestionsFor('/docs/instal', paths)?.closest, '/docs/installation');
  // Cut short, and on a day without a post.
  assert.equal(
    suggestionsFor('/blogs/2021/10/13/multi', paths)?.closest,
    '/blogs/2021/10/11/multiarch',
  );
});

test('a date with no post: the nearest slug of the posts, not a tag', () => {
  assert.deepEqual(suggestionsFor('/blogs/2021/10/13/multiarch', paths), {
    closest: '/blogs/2021/10/11/multiarch',
    sameDay: [],
  });
});

test('a slug near none of the day’s: another day’s near one, the day’s listed', () => {
  assert.deepEqual(suggestionsFor('/blogs/2021/10/12/multiarch', paths), {
    closest: '/blogs/2021/10/11/multiarch',
    sameDay: ['/blogs/2021/10/12/podman-posts-of-interest'],
  });
});

test('a slug near no post at all: a post of that day', () => {
  assert.equal(
    suggestionsFor('/blogs/2021/10/12/rootless', paths)?.closest,
    '/blogs/2021/10/12/podman-posts-of-interest',
  );
});

test('slugs alike on several days: the nearest day wins', () => {
  assert.equal(suggestionsFor('/blogs/2021/10/19/new', paths)?.closest, '/blogs/2021/10/20/new');
  assert.equal(suggestionsFor('/blogs/2020/11/01/new', paths)?.closest, '/blogs/2020/11/09/new');
});

test('nothing near enough: no guess', () => {
  assert.deepEqual(suggestionsFor('/blogs/2019/01/01/kubernetes-everywhere', paths), {
    closest: undefined,
    sameDay: [],
  });
});

test('a doc, with .html or a final slash as GitHub Pages may be asked for it', () => {
  for (const address of ['/docs/instalation', '/docs/instalation.html', '/docs/instalation/']) {
    assert.equal(suggestionsFor(address, paths)?.closest, '/docs/installation', address);
  }
});

test('a day without a slug lists that day’s posts', () => {
  const found = suggestionsFor('/blogs/2021/10/11', paths);
  assert.deepEqual([found?.closest, ...(found?.sameDay ?? [])].sort(), [
    '/blogs/2021/10/11/multiarch',
    '/blogs/2021/10/11/new',
  ]);
});

test('outside the blogs, the releases and the docs: nothing', () => {
  assert.equal(suggestionsFor('/comunity', paths), undefined);
  assert.equal(suggestionsFor('/no/such/page', paths), undefined);
});

test('search words: decoded, dashes as spaces, no .html or final slash', () => {
  assert.equal(searchWords('/blogs/podman%20go-bindings_v2'), 'podman go bindings v2');
  assert.equal(searchWords('/comunity.html'), 'comunity');
  assert.equal(searchWords('/docs/check-point/'), 'check point');
});

test('search words: a broken encoding as typed', () => {
  assert.equal(searchWords('/blogs/100%'), '100%');
});
