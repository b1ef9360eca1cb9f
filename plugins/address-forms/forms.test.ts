// Tests of plugins/address-forms/forms.ts: second names, redirect files and the redirect page.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {redirectFiles, secondNames} from './forms';
import {redirectPage} from './redirectPage';
import {redirects} from '../../config/redirects';

const built = new Set([
  'index.html',
  '404.html',
  'features.html',
  'blogs.html',
  'blogs/2020/06/29/podman-v2-announce.html',
  'release.html',
  'release/2022/10/22/podman-release-v4.3.0.html',
  'blogs/2019/06/13/new.html',
  'docs.html',
  'docs/installation.html',
  'docs/checkpoint.html',
  'get-started.html',
  'releases/2022/10/22/podman-release-v4.3.0/index.html',
]);
const routes = [
  '/',
  '/404',
  '/features',
  '/blogs',
  '/blogs/2020/06/29/podman-v2-announce',
  '/release',
  '/release/2022/10/22/podman-release-v4.3.0',
  '/blogs/2019/06/13/new',
  '/docs',
  '/docs/installation',
  '/docs/checkpoint',
  '/get-started',
  '/search*',
];
const exists = (file: string) => built.has(file);
const copyOf = (file: string) => secondNames(routes, exists).find((f) => f.file === file)?.copyOf;
const to = (file: string) =>
  redirectFiles(routes, exists, redirects).find((f) => f.file === file)?.redirectTo;

// Every page written as p.html is also p/index.html, the same page.
for (const page of [
  'features',
  'blogs',
  'docs/installation',
  'blogs/2020/06/29/podman-v2-announce',
]) {
  test(`names ${page}.html twice`, () => {
    assert.equal(copyOf(`${page}/index.html`), `${page}.html`);
  });
}

test('a second name of a page is a copy, not a redirect', () => {
  assert.equal(to('features/index.html'), undefined);
});

// The old addresses of releases, notices and the fixed list lead to their routes, as from.html and
// from/index.html.
const oldAddresses = {
  'new/2019/06/13/new': '/blogs/2019/06/13/new',
  releases: '/release',
  'getting-started/checkpoint': '/docs/checkpoint',
};
for (const [from, route] of Object.entries(oldAddresses)) {
  test(`redirects the old address ${from}`, () => {
    assert.deepEqual([to(`${from}.html`), to(`${from}/index.html`)], [route, route]);
  });
}

test("an old release's address redirects to its route", () => {
  assert.equal(
    to('releases/2022/10/22/podman-release-v4.3.0.html'),
    '/release/2022/10/22/podman-release-v4.3.0',
  );
});

test('replaces nothing the build wrote, naming no home, 404 or pattern twice', () => {
  const all = [...secondNames(routes, exists), ...redirectFiles(routes, exists, redirects)];
  for (const f of all) assert.ok(!built.has(f.file), f.file);
  assert.equal(to('releases/2022/10/22/podman-release-v4.3.0/index.html'), undefined);
  assert.ok(
    !all.some(
      (f) => ['index/index.html', '404/index.html'].includes(f.file) || f.file.includes('*'),
    ),
  );
  // A route without a p.html (another plugin's page, say) has no page to name twice.
  assert.deepEqual(
    secondNames(['/elsewhere'], () => false),
    [],
  );
});

test('refuses an old address that leads to two places, naming it', () => {
  const twice = {redirects: [], createRedirects: () => ['/old']};
  assert.throws(
    () => redirectFiles(['/a', '/b'], () => false, twice),
    /address-forms: old\.html would redirect both to \/a and to \/b/,
  );
});

test('refuses an old address that leads to no page, naming it', () => {
  const nowhere = {
    redirects: [{from: '/gone', to: '/never-built'}],
    createRedirects: () => undefined,
  };
  assert.throws(
    () => redirectFiles(['/a'], () => false, nowhere),
    /address-forms: the old address \/gone leads to \/never-built, which is no page of the build \(config\/redirects\.ts\)/,
  );
});

test('writes a redirect page that keeps query and fragment, script or not', () => {
  const html = redirectPage('/docs/installation', 'https://podman.io');
  assert.match(html, /<meta http-equiv="refresh" content="0; url=\/docs\/installation">/);
  assert.match(
    html,
    /location\.replace\("\/docs\/installation" \+ location\.search \+ location\.hash\)/,
  );
  assert.match(html, /<link rel="canonical" href="https:\/\/podman\.io\/docs\/installation">/);
  assert.match(html, /<meta name="robots" content="noindex">/);
  assert.throws(
    () => redirectPage('javascript:alert(1)', 'https://podman.io'),
    /must be a site path/,
  );
});
