// Browser tests: Docusaurus's banner for a site served under the wrong base URL.
import {test, expect, browserLogs} from '../fixtures/test';
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import type {AddressInfo} from 'node:net';
import {buildFileFor} from '../../scripts/measure/firstVisit';

// The site built for baseUrl "/" served under /sub/, the classic misconfiguration: its scripts 404.
const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build-test');

function serveUnderPrefix(prefix: string): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const {pathname} = new URL(req.url ?? '/', 'http://localhost');
    const file = pathname.startsWith(prefix)
      ? buildFileFor(buildDir, pathname.slice(prefix.length))
      : undefined;
    if (!file) return void res.writeHead(404).end('not found');
    const types: Record<string, string> = {'.html': 'text/html', '.js': 'text/javascript'};
    const type = types[path.extname(file)] ?? 'application/octet-stream';
    res.writeHead(200, {'content-type': type});
    fs.createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

test('under a wrong base URL, shows the banner with a suggestion', async ({page, site}) => {
  site.expectErrors(browserLogs.notFound);
  const server = await serveUnderPrefix('/sub/');
  try {
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/sub/`);
    const banner = page.locator('#__docusaurus-base-url-issue-banner');
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('did not load properly');
    await expect(
      banner.locator('#__docusaurus-base-url-issue-banner-suggestion-container'),
    ).toHaveText('/sub/');
  } finally {
    server.close();
  }
});

test('at the right base URL, shows no banner', async ({page, site}) => {
  await site.open('/');
  await expect(page.locator('#__docusaurus-base-url-issue-banner')).toHaveCount(0);
});
