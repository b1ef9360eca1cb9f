// Tests of src/lib/socialCard.ts.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {blogSection, cardAlt, cardPath, routeOf} from './socialCard';

// A card sits at the address of its page under /img/cards.
for (const [page, card] of [
  ['/blogs/2019/06/13/new', '/img/cards/blogs/2019/06/13/new.png'],
  ['/', '/img/cards/home.png'],
  ['/docs/', '/img/cards/docs.png'],
  ['/getting-started/installation', '/img/cards/getting-started/installation.png'],
]) {
  test(`names the card of ${page}`, () => {
    assert.equal(cardPath(page!), card);
  });
}

// An address that cannot be a file name is refused, named.
for (const bad of ['/blogs/../etc', 'blogs/x', '/a b']) {
  test(`the address "${bad}" gets no card, and is named`, () => {
    assert.throws(
      () => cardPath(bad),
      (e: Error) => e.message.includes(`"${bad}"`),
    );
  });
}

for (const [permalink, section] of [
  ['/release/2022/10/21/podman-v4.3.0', 'Release'],
  ['/blogs/2019/06/13/new', 'Blog'],
]) {
  test(`the section of ${permalink} is ${section}`, () => {
    assert.equal(blogSection(permalink!), section);
  });
}

test('the alternative text names the site, and the blog for a post', () => {
  assert.equal(cardAlt('Announcing Podman v2.0', 'Blog'), 'Podman blog: Announcing Podman v2.0');
  assert.equal(cardAlt('Community'), 'Podman: Community');
});

// A card is named by route, whatever base URL the site is built for.
for (const [address, base, route] of [
  ['/pr-preview/pr-1/blogs/2019/06/13/new', '/pr-preview/pr-1/', '/blogs/2019/06/13/new'],
  ['/pr-preview/pr-1/', '/pr-preview/pr-1/', '/'],
  ['/features', '/pr-preview/pr-1/', '/features'],
  ['/blogs/x', '/', '/blogs/x'],
]) {
  test(`reads ${address} under ${base} as a route`, () => {
    assert.equal(routeOf(address!, base!), route);
  });
}
