import {test, expect, type APIRequestContext} from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {startNginx, hasBrotli, type RunningNginx} from '../../scripts/nginx/harness';
import {isRedirectPage} from '../../scripts/csp/hashes';

// A real nginx with deploy/nginx.conf on a loopback port, serving the test build.
const buildDir = path.resolve('build-test');
let nginx: RunningNginx;
test.beforeAll(async () => {
  nginx = await startNginx(buildDir);
});
test.afterAll(async () => {
  await nginx?.stop();
});

const get = (request: APIRequestContext, p: string, headers: Record<string, string> = {}) =>
  request.get(`${nginx.url}${p}`, {maxRedirects: 0, headers});

async function expectRedirects(request: APIRequestContext, pairs: readonly (readonly [string, string])[]) {
  for (const [from, to] of pairs) {
    const res = await get(request, from);
    expect(res.status(), from).toBe(301);
    expect(res.headers().location, from).toBe(to);
  }
}

test('clean URLs: /page serves page.html; suffixes and trailing slashes redirect with 301', async ({request}) => {
  for (const p of ['/', '/features', '/docs', '/docs/installation', '/blogs', '/blogs/page/2', '/blogs/2019/06/13/new', '/release/tags/podman']) {
    expect((await get(request, p)).status(), p).toBe(200);
  }
  await expectRedirects(request, [
    ['/features.html', '/features'],
    ['/features/', '/features'],
    ['/community/index.html', '/community'],
    ['/index.html', '/'],
    ['/docs/installation.html', '/docs/installation'],
    ['/blogs/2019/06/13/podman-cheatsheet.html', '/blogs/2019/06/13/podman-cheatsheet'],
    ['/blogs/page/2/', '/blogs/page/2'],
    ['/get-started.html?x=1', '/get-started?x=1'],
  ]);
});

test('unknown paths get the site’s 404 page with status 404', async ({request}) => {
  for (const p of ['/no/such/page', '/blogs/2099/01/01/nothing', '/assets/js/missing.js']) {
    const res = await get(request, p);
    expect(res.status(), p).toBe(404);
  }
  expect(await (await get(request, '/no/such/page')).text()).toContain('This page is not here');
  expect((await get(request, '/404.html')).status()).toBe(404); // internal: never served as a page of its own
});

test('old addresses of the earlier site redirect with 301', async ({request}) => {
  await expectRedirects(request, [
    ['/releases', '/release'],
    ['/releases/2022/10/22/podman-release-v4.3.0.html', '/release/2022/10/22/podman-release-v4.3.0'],
    ['/new/2019/06/13/new.html', '/blogs/2019/06/13/new'],
    ['/talks/2018/10/01/talk-replace-docker-with-podman.html', '/blogs/2018/10/01/talk-replace-docker-with-podman'],
    ['/feed.xml', '/blogs/rss.xml'],
    ['/atom.xml', '/blogs/atom.xml'],
    ['/getting-started', '/get-started'],
    ['/getting-started/', '/get-started'],
    ['/getting-started/checkpoint', '/docs/checkpoint'],
  ]);
});

test('every redirect page of the build is answered by a real 301 first', async ({request}) => {
  const pages: string[] = [];
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) walk(full);
      else if (e.name.endsWith('.html') && isRedirectPage(fs.readFileSync(full, 'utf8'))) pages.push(full);
    }
  };
  walk(buildDir);
  expect(pages.length).toBeGreaterThan(100);
  for (const file of pages) {
    const route = `/${path.relative(buildDir, file).replace(/(\/index)?\.html$/, '')}`;
    expect((await get(request, route)).status(), route).toBe(301);
  }
});

test('hashed assets are cached for a year as immutable; HTML is revalidated', async ({request}) => {
  const html = await (await get(request, '/')).text();
  const asset = /\/assets\/js\/main\.[0-9a-f]+\.js/.exec(html)![0]!;
  const css = /\/assets\/css\/styles\.[0-9a-f]+\.css/.exec(html)![0]!;
  for (const p of [asset, css]) {
    expect((await get(request, p)).headers()['cache-control'], p).toBe('public, max-age=31536000, immutable');
  }
  for (const p of ['/', '/features', '/blogs/2019/06/13/new', '/no/such/page']) {
    expect((await get(request, p)).headers()['cache-control'], p).toBe('no-cache');
  }
});

test('text is compressed with gzip and brotli; precompressed files are sent as they are', async ({request}) => {
  const html = await (await get(request, '/')).text();
  const asset = /\/assets\/js\/main\.[0-9a-f]+\.js/.exec(html)![0]!;
  for (const p of ['/', asset, '/blogs/rss.xml', '/sitemap.xml', '/img/podman-logo.svg']) {
    const gz = await get(request, p, {'accept-encoding': 'gzip'});
    expect(gz.headers()['content-encoding'], p).toBe('gzip');
    expect(gz.headers().vary, p).toMatch(/Accept-Encoding/i);
    // The body decodes (Playwright already gunzipped it) to the file on disk.
    expect((await gz.body()).length, p).toBeGreaterThan(0);
  }
  // scripts/ensure-nginx.sh makes sure the brotli modules load, as they do in the container.
  expect(hasBrotli(), 'nginx has no brotli modules: run scripts/ensure-nginx.sh').toBe(true);
  const br = await get(request, asset, {'accept-encoding': 'br'});
  expect(br.headers()['content-encoding']).toBe('br');
  expect(Number(br.headers()['content-length'])).toBe(fs.statSync(path.join(buildDir, `${asset}.br`)).size);
  // Files compressed ahead of time are sent as they are.
  const pre = path.join(buildDir, `${asset}.gz`);
  if (fs.existsSync(pre)) {
    const res = await get(request, asset, {'accept-encoding': 'gzip'});
    expect(Number(res.headers()['content-length'])).toBe(fs.statSync(pre).size);
  }
  const plain = await get(request, asset, {'accept-encoding': 'identity'});
  expect(plain.headers()['content-encoding']).toBeUndefined();
  expect(zlib.gzipSync(await plain.body()).length).toBeLessThan((await plain.body()).length);
});

test('security headers are on every response, pages and redirects alike', async ({request}) => {
  for (const p of ['/', '/docs/installation', '/assets/css/', '/no/such/page', '/features.html', '/blogs/rss.xml']) {
    const h = (await get(request, p)).headers();
    expect(h['content-security-policy'], p).toBeTruthy();
    expect(h['content-security-policy'], p).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(h['content-security-policy'], p).toContain("frame-ancestors 'none'");
    expect(h['x-content-type-options'], p).toBe('nosniff');
    expect(h['referrer-policy'], p).toBe('strict-origin-when-cross-origin');
    expect(h['permissions-policy'], p).toContain('camera=()');
    expect(h['x-frame-options'], p).toBe('DENY');
    expect(h['strict-transport-security'], p).toMatch(/max-age=\d+/);
    expect(h.server ?? '', p).not.toMatch(/\d/); // no version number
  }
  // The document-only headers ride on documents only: scripts, styles and data do without their bytes.
  const html = fs.readFileSync(path.join(buildDir, 'index.html'), 'utf8');
  for (const asset of [html.match(/\/assets\/js\/main\.[^"' >]+\.js/)![0], html.match(/\/assets\/css\/[^"' >]+\.css/)![0], '/blogs/feed.json']) {
    const h = (await get(request, asset)).headers();
    for (const name of ['content-security-policy', 'referrer-policy', 'permissions-policy', 'x-frame-options']) {
      expect(h[name], `${name} on ${asset}`).toBeUndefined();
    }
    expect(h['x-content-type-options'], asset).toBe('nosniff');
    expect(h['strict-transport-security'], asset).toMatch(/max-age=\d+/);
  }
  expect((await get(request, '/img/podman-logo.svg')).headers()['content-security-policy']).toContain("default-src 'self'");
  // Only the playground page may evaluate code.
  expect((await get(request, '/get-started')).headers()['content-security-policy']).toContain("'unsafe-eval'");
  expect((await get(request, '/features')).headers()['content-security-policy']).not.toContain("'unsafe-eval'");
});

test('the site works under its Content-Security-Policy: no violation, no console error', async ({page}) => {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  for (const p of ['/', '/features', '/docs/installation', '/blogs/2020/06/29/podman-v2-announce', '/release', '/community']) {
    await page.goto(`${nginx.url}${p}`);
    await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
  }
  // Search loads Pagefind's script and WebAssembly.
  await page.keyboard.press('/');
  await page.getByRole('combobox').fill('checkpoint');
  await expect(page.getByRole('option').first()).toBeVisible();
  // The playground compiles and runs its code.
  await page.goto(`${nginx.url}/get-started`);
  await expect(page.getByTestId('run-composer').getByLabel('Image')).toBeVisible();
  // Client-side navigation loads route chunks.
  await page.getByRole('link', {name: 'Community'}).first().click();
  await expect(page.getByRole('heading', {level: 1, name: 'Community'})).toBeVisible();
  expect(problems).toEqual([]);
});
