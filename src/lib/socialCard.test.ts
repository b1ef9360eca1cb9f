import {test} from 'node:test';
import assert from 'node:assert/strict';
import {blogSection, cardAlt, cardPath, routeOf} from './socialCard';

test('a card sits at the address of its page under /img/cards; an address that cannot be a file name is refused, named', () => {
  assert.equal(cardPath('/blogs/2019/06/13/new'), '/img/cards/blogs/2019/06/13/new.png');
  assert.equal(cardPath('/'), '/img/cards/home.png');
  assert.equal(cardPath('/docs/'), '/img/cards/docs.png');
  assert.equal(cardPath('/getting-started/installation'), '/img/cards/getting-started/installation.png');
  assert.throws(() => cardPath('/blogs/../etc'), /"\/blogs\/\.\.\/etc"/);
  assert.throws(() => cardPath('blogs/x'), /"blogs\/x"/);
  assert.throws(() => cardPath('/a b'), /"\/a b"/);
});

test('section and alternative text; a card is named by route, whatever base URL the site is built for', () => {
  assert.equal(blogSection('/release/2022/10/21/podman-v4.3.0'), 'Release');
  assert.equal(blogSection('/blogs/2019/06/13/new'), 'Blog');
  assert.equal(cardAlt('Announcing Podman v2.0', 'Blog'), 'Podman blog: Announcing Podman v2.0');
  assert.equal(cardAlt('Community'), 'Podman: Community');
  assert.equal(routeOf('/pr-preview/pr-1/blogs/2019/06/13/new', '/pr-preview/pr-1/'), '/blogs/2019/06/13/new');
  assert.equal(routeOf('/pr-preview/pr-1/', '/pr-preview/pr-1/'), '/');
  assert.equal(routeOf('/features', '/pr-preview/pr-1/'), '/features');
  assert.equal(routeOf('/blogs/x', '/'), '/blogs/x');
});
