import test from 'node:test';
import assert from 'node:assert/strict';
import {isNoticeSlug, withoutTwinNotices} from './notices';

test('notice slugs', () => {
  assert.equal(isNoticeSlug('new'), true);
  assert.equal(isNoticeSlug('2-new'), true);
  assert.equal(isNoticeSlug('news'), false);
  assert.equal(isNoticeSlug('podman-new-features'), false);
});

test('a notice goes when its full post of the same title is listed; a lone notice stays', () => {
  const items = [
    {title: 'Podman and Buildah for Docker users', permalink: '/blogs/2019/02/21/new'},
    {title: 'Podman and Buildah for Docker users', permalink: '/blogs/2019/02/21/podman-and-buildah-for-docker-users'},
    {title: 'Podman on Windows', permalink: '/blogs/2019/03/01/new'},
    {title: 'Rootless Podman', permalink: '/blogs/2019/03/02/rootless'},
  ];
  assert.deepEqual(
    withoutTwinNotices(items).map((i) => i.permalink),
    ['/blogs/2019/02/21/podman-and-buildah-for-docker-users', '/blogs/2019/03/01/new', '/blogs/2019/03/02/rootless'],
  );
});
