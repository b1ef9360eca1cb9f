// The check over the real sources and the test build is tests/e2e/own-origin-links.spec.ts.
import {test, type TestContext} from 'node:test';
import assert from 'node:assert/strict';
import os from 'node:os';
import {findOwnOriginLinks, scanSources, unresolvedReason} from './ownOriginLinks';
import {scratchDir} from '../fixtures/scratchDir';

// Not sub-domains or look-alikes.
test('finds links to podman.io and www.podman.io over http(s)', () => {
  const text = [
    'See [the site](https://podman.io/features) and http://www.podman.io.',
    'Docs at https://docs.podman.io/en/latest and mail at https://lists.podman.io/x.',
    'Not https://podman.io.example.com/ nor https://notpodman.io/ either.',
    'Home: <https://PODMAN.IO>',
  ].join('\n');
  const found = findOwnOriginLinks('blog/x.md', text).map((l) => `${l.line} ${l.url}`);
  assert.deepEqual(found, [
    '1 https://podman.io/features',
    '1 http://www.podman.io',
    '4 https://PODMAN.IO',
  ]);
});

const smallBuild = (t: TestContext) =>
  scratchDir(t, 'own-origin-', {
    'index.html': '<h1>home</h1>',
    'features.html': '<h2 id="fast">Fast</h2>',
    'docs/index.html': 'docs',
    'img/logo.svg': '<svg/>',
  });

// A link resolves to a page, a page with .html or /index.html, or a file.
for (const ok of [
  'https://podman.io',
  'https://podman.io/',
  'http://www.podman.io/features',
  'https://podman.io/features#fast',
  'https://podman.io/docs/',
  'https://podman.io/img/logo.svg',
]) {
  test(`${ok} resolves`, (t) => {
    assert.equal(unresolvedReason(smallBuild(t), ok), null);
  });
}

test('a link to anything else is named as missing', (t) => {
  const build = smallBuild(t);
  assert.match(
    unresolvedReason(build, 'https://podman.io/slides/talk.pdf') ?? '',
    /no page or file at \/slides\/talk\.pdf/,
  );
  assert.match(
    unresolvedReason(build, 'https://podman.io/asciinema/podman/images/') ?? '',
    /\/asciinema\/podman\/images/,
  );
  assert.match(
    unresolvedReason(build, 'https://podman.io/features#slow') ?? '',
    /no element with id "slow"/,
  );
});

test('a source directory that is not there is named, not skipped', () => {
  assert.throws(
    () => scanSources(os.tmpdir(), ['no-such-dir-of-the-site']),
    /no-such-dir-of-the-site/,
  );
});
