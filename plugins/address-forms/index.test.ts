// Tests of plugins/address-forms: the forms and redirect pages land under outDir under a base URL.
import {before, test, type TestContext} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {writeAddressForms, writeRedirectPages} from './index';
import type {Redirects} from './forms';
import {scratchDir} from '../../tests/fixtures/scratchDir';

// The plugin's own options (the site's are config/redirects.ts): two fixed addresses and one worked
// out from a route.
const redirects: Redirects = {
  redirects: [
    {from: '/releases', to: '/release'},
    {from: '/getting-started', to: '/get-started'},
    {from: '/getting-started/checkpoint', to: '/docs/checkpoint'},
  ],
  createRedirects: (route) =>
    route.startsWith('/release/') ? [`/releases/${route.slice('/release/'.length)}`] : undefined,
};

// A build under a base URL other than '/' (a pull request's preview, say): Docusaurus's
// routesPaths carry the base URL, while the files sit under outDir without it.
// One such build for all the tests below, written once.
let outDir = '';
before(async (t) => {
  const pages = [
    'index.html',
    '404.html',
    'docs.html',
    'docs/checkpoint.html',
    'get-started.html',
    'release.html',
    'release/2022/10/22/podman-release-v4.3.0.html',
  ];
  // At the top level the hook's context is the file's test: its folder goes when the file's tests
  // end.
  outDir = scratchDir(
    t as TestContext,
    'address-forms-',
    Object.fromEntries(pages.map((file) => [file, `<html>${file}</html>`])),
  );
  const baseUrl = '/pr-preview/pr-1/';
  const routesPaths = [
    '/pr-preview/pr-1/',
    '/pr-preview/pr-1/404',
    '/pr-preview/pr-1/docs',
    '/pr-preview/pr-1/docs/checkpoint',
    '/pr-preview/pr-1/get-started',
    '/pr-preview/pr-1/release',
    '/pr-preview/pr-1/release/2022/10/22/podman-release-v4.3.0',
  ];
  const built = {outDir, baseUrl, siteUrl: 'https://podman.io', routesPaths};
  await writeAddressForms(built);
  await writeRedirectPages(built, redirects);
});

const redirectIn = (file: string) => {
  const html = fs.readFileSync(path.join(outDir, file), 'utf8');
  return {
    refresh: /content="0; url=([^"]+)"/.exec(html)?.[1],
    canonical: /rel="canonical" href="([^"]+)"/.exec(html)?.[1],
  };
};

test("writes a page's second name beside it, under a base URL", () => {
  assert.equal(
    fs.readFileSync(path.join(outDir, 'docs/checkpoint/index.html'), 'utf8'),
    '<html>docs/checkpoint.html</html>',
  );
  assert.equal(
    fs.existsSync(path.join(outDir, 'pr-preview')),
    false,
    'beside the page, not under a folder named after the base URL',
  );
});

test('leads a redirect and its canonical link into the base URL', () => {
  assert.deepEqual(redirectIn('releases.html'), {
    refresh: '/pr-preview/pr-1/release',
    canonical: 'https://podman.io/pr-preview/pr-1/release',
  });
});

const refreshes = {
  'getting-started.html': 'get-started',
  'releases/index.html': 'release',
  'getting-started/checkpoint/index.html': 'docs/checkpoint',
  'releases/2022/10/22/podman-release-v4.3.0.html': 'release/2022/10/22/podman-release-v4.3.0',
};
for (const [file, route] of Object.entries(refreshes)) {
  test(`leads ${file} into the base URL`, () => {
    assert.equal(redirectIn(file).refresh, `/pr-preview/pr-1/${route}`);
  });
}
