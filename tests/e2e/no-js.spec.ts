import {test, expect, browserLogs} from '../fixtures/test';

// With JavaScript off, every page type still shows its content and its navigation.
test.use({javaScriptEnabled: false});

const samples: [string, string | RegExp, string][] = [
  ['/', 'Containers and pods, without a daemon', 'Why people choose Podman'],
  ['/features', 'Podman Features', 'The Podman command line'],
  ['/get-started', 'Get Started with Podman', 'podman run -dt -p 8080:80/tcp docker.io/library/httpd'],
  ['/community', 'Community', 'Podman Community Cabal'],
  ['/getting-started/installation', 'Install Podman', 'Full steps for FreeBSD'],
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
    await expect(page.getByRole('contentinfo').getByRole('link', {name: 'Installation Instructions'})).toBeVisible();
  });
}

test('/docs/installation without JavaScript: every tab panel can be read, under its label', async ({page}) => {
  await page.goto('/docs/installation');
  const panels = page.locator('[role="tabpanel"]');
  const count = await panels.count();
  expect(count).toBeGreaterThan(20);
  for (let i = 0; i < count; i++) await expect(panels.nth(i)).toBeVisible();
  // The tabs themselves cannot switch anything here; each panel carries its label instead.
  for (const label of ['Debian', 'Ubuntu', 'Arch / Manjaro', 'Homebrew']) {
    await expect(page.locator('.tabs-container [role="tabpanel"]').locator('xpath=preceding-sibling::p[1]').getByText(label, {exact: true}).first()).toBeVisible();
  }
  await expect(page.getByRole('tablist').first()).toBeHidden();
  await expect(page.getByText('sudo apt-get -y install podman').first()).toBeVisible();
});
