// Browser tests: every page type read without JavaScript.
import {test, expect, browserLogs} from '../fixtures/test';
import {customPages, type CustomPath} from '../fixtures/customPages';
import {searchButton, webSearch} from '../../src/data/searchButton';
import {sidebarLinks} from '../../src/data/archive';
import {siteUrl} from '../../config/site';

// With JavaScript off, every page type still shows its content and its navigation.
test.use({javaScriptEnabled: false});

/** What each custom page shows further down, without JavaScript too. */
const customContent: Record<CustomPath, string> = {
  '/': 'Why people choose Podman',
  '/features': 'The Podman command line',
  '/get-started': 'podman run -dt -p 8080:80/tcp docker.io/library/httpd',
  '/community': 'Podman Community Cabal',
  '/getting-started/installation': 'Full steps for FreeBSD',
};

const samples: [string, string | RegExp, string][] = [
  ...customPages.map(({path, heading}): [string, string, string] => [
    path,
    heading,
    customContent[path],
  ]),
  ['/docs/installation', 'Podman Installation', 'sudo dnf -y install podman'],
  ['/docs/checkpoint', 'Podman Checkpoint', 'podman container checkpoint'],
  ['/blogs', 'Blog', 'Continue reading'],
  ['/blogs/page/25', 'Blog', 'Continue reading'],
  ['/blogs/2020/06/29/podman-v2-announce', 'Announcing Podman v2.0', 'Rebuilt internals'],
  ['/blogs/tags/podman', /tagged with "podman"/, 'Continue reading'],
  ['/blogs/archive', 'Archive', 'Python3 support for Podman'],
  ['/release/2022/10/22/podman-release-v4.3.0', 'Podman v4.3.0 Released', 'podman kube'],
  ['/no/such/page', 'This page is not here', 'Blog archive'],
];

for (const [path, heading, content] of samples) {
  test(`${path} without JavaScript`, async ({page, site}) => {
    site.expectErrors(browserLogs.notFound); // /no/such/page is one of them
    await page.goto(path);
    await expect(page.getByRole('heading', {level: 1, name: heading})).toBeVisible();
    await expect(page.getByText(content).first()).toBeAttached();
    const nav = page.getByRole('navigation', {name: 'Main'});
    for (const item of ['Features', 'Get Started', 'Community', 'Documentation']) {
      await expect(nav.getByRole('link', {name: item, exact: true})).toBeAttached();
    }
    await expect(
      page.getByRole('contentinfo').getByRole('link', {name: 'Installation Instructions'}),
    ).toBeVisible();
  });
}

test('/docs/installation without JavaScript: every tab panel reads', async ({page}) => {
  await page.goto('/docs/installation');
  const panels = await page.locator('[role="tabpanel"]').all();
  expect(panels.length).toBeGreaterThan(20);
  for (const panel of panels) await expect(panel).toBeVisible();
  // The tabs themselves cannot switch anything here; each panel carries its label instead.
  const labels = page
    .locator('.tabs-container [role="tabpanel"]')
    .locator('xpath=preceding-sibling::p[1]');
  for (const label of ['Debian', 'Ubuntu', 'Arch / Manjaro', 'Homebrew']) {
    await expect(labels.getByText(label, {exact: true}).first()).toBeVisible();
  }
  await expect(page.getByRole('tablist').first()).toBeHidden();
  await expect(page.getByText('sudo apt-get -y install podman').first()).toBeVisible();
});

test('dark system, no JavaScript: code is in the dark theme', async ({site}) => {
  const page = await site.newPage({javaScriptEnabled: false, colorScheme: 'dark'});
  await page.goto(site.path('/docs/installation'));
  const colours = await page
    .locator('.theme-code-block')
    .first()
    .evaluate((block) => {
      const lum = (css: string) => {
        const rgb = (css.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
        const [r, g, b] = rgb.map((c) =>
          (c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
        );
        return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
      };
      const pre = block.querySelector('pre')!;
      const ground = lum(getComputedStyle(pre).backgroundColor);
      const tokens = [...pre.querySelectorAll<HTMLElement>('.token')].map((t) => {
        const [hi, lo] = [lum(getComputedStyle(t).color), ground].sort((a, b) => b - a);
        return {text: t.textContent, ratio: (hi! + 0.05) / (lo! + 0.05)};
      });
      return {ground, tokens};
    });
  expect(colours.ground, 'block background').toBeLessThan(0.05);
  expect(colours.tokens.length).toBeGreaterThan(1);
  // Every word of it reads on the dark block, as the dark theme's colours do.
  expect(colours.tokens.filter((t) => t.ratio < 4.5)).toEqual([]);
});

test('searches the site on the web from a navbar form the CSP allows', async ({site, nginx}) => {
  // Served by nginx with deploy/nginx.conf, whose form-action must name the search's address.
  const page = await site.newPage({javaScriptEnabled: false});
  const elsewhere: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith(nginx.url)) elsewhere.push(r.url());
  });
  let sent: URL | undefined;
  await page.route(`${webSearch.action}**`, async (route) => {
    sent = new URL(route.request().url());
    await route.fulfill({contentType: 'text/html', body: '<title>results</title>'});
  });
  await page.goto(`${nginx.url}/docs`);
  expect(elsewhere, 'requests away from the site at page load').toEqual([]);
  const nav = page.getByRole('navigation', {name: 'Main'});
  await nav.getByText(searchButton, {exact: true}).click();
  const host = new URL(siteUrl).host;
  await nav.getByRole('searchbox', {name: webSearch.label(host)}).fill('rootless podman');
  await page.keyboard.press('Enter');
  await expect(page).toHaveTitle('results');
  expect(sent?.origin + sent!.pathname).toBe(webSearch.action);
  expect(sent?.searchParams.get('q')).toBe('rootless podman');
  expect(sent?.searchParams.get('sites')).toBe(host);
});

// The phone menu (behind the menu button, which needs a script) holds these too: here they are on
// the page itself.
const sidebarPages: [string, string[]][] = [
  ['/blogs', [sidebarLinks.archive, sidebarLinks.tags, sidebarLinks.authors]],
  ['/blogs/2020/06/29/podman-v2-announce', [sidebarLinks.archive, sidebarLinks.tags]],
  ['/docs/installation', ['Getting Started', 'Checkpoint']],
];
for (const [path, links] of sidebarPages) {
  test(`${path} on a phone: the sidebar's links follow the content`, async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.goto(path);
    const mainBottom = await page.locator('main').evaluate((m) => m.getBoundingClientRect().bottom);
    for (const name of links) {
      const link = page.getByRole('link', {name, exact: true}).last();
      await expect(link).toBeVisible();
      expect((await link.boundingBox())!.y, `${name} below the content`).toBeGreaterThan(
        mainBottom - 1,
      );
    }
  });
}
