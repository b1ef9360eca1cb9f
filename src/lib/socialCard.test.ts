import {test} from 'node:test';
import assert from 'node:assert/strict';
import {blogSection, cardAlt, cardPath, routeOf} from './socialCard';

test('a card sits at the address of its page under /img/cards', () => {
  assert.deepEqual(
    ['/blogs/2019/06/13/new', '/', '/docs/', '/getting-started/installation'].map(cardPath),
    ['/img/cards/blogs/2019/06/13/new.png', '/img/cards/home.png', '/img/cards/docs.png', '/img/cards/getting-started/installation.png'],
  );
});

// An address that cannot be a file name is refused, named.
for (const bad of ['/blogs/../etc', 'blogs/x', '/a b']) {
  test(`the address "${bad}" gets no card, and is named`, () => {
    assert.throws(() => cardPath(bad), (e: Error) => e.message.includes(`"${bad}"`));
  });
}

test('section and alternative text; a card is named by route, whatever base URL the site is built for', () => {
  assert.deepEqual(['/release/2022/10/21/podman-v4.3.0', '/blogs/2019/06/13/new'].map(blogSection), ['Release', 'Blog']);
  assert.equal(cardAlt('Announcing Podman v2.0', 'Blog'), 'Podman blog: Announcing Podman v2.0');
  assert.equal(cardAlt('Community'), 'Podman: Community');
  const preview = ['/pr-preview/pr-1/blogs/2019/06/13/new', '/pr-preview/pr-1/', '/features'];
  assert.deepEqual(preview.map((p) => routeOf(p, '/pr-preview/pr-1/')), ['/blogs/2019/06/13/new', '/', '/features']);
  assert.equal(routeOf('/blogs/x', '/'), '/blogs/x');
});
