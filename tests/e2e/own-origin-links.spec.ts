// Build test: absolute links to podman.io in the sources resolve in the build.
import {test, expect} from '../fixtures/test';
import fs from 'node:fs';
import path from 'node:path';
import {scanSources, unresolvedReason, linkSourceDirs} from '../content/ownOriginLinks';

// The build checks only site-relative links; an absolute one leads, once deployed, wherever
// podman.io has something.
test('resolves every podman.io link of the sources in the build', () => {
  const root = path.resolve(__dirname, '../..');
  expect(
    fs.existsSync(path.join(root, 'build-test/index.html')),
    'build-test/ has no index.html: build it first (see maintaining/testing.md)',
  ).toBe(true);
  const links = scanSources(root);
  const broken = links.flatMap((link) => {
    const reason = unresolvedReason(path.join(root, 'build-test'), link.url);
    return reason ? [`${link.file}:${link.line}: ${link.url} (${reason})`] : [];
  });
  console.log(
    `own-origin links in ${linkSourceDirs.join(', ')}: ${links.length} found, ${broken.length} not resolving in build-test/`,
  );
  expect(broken, 'absolute links to the site that lead nowhere in the build').toEqual([]);
});
