import {test, expect} from '@playwright/test';
import {open} from '../fixtures/page';

test('the docs sidebar items point to their pages', async ({page}) => {
  await open(page, '/docs/checkpoint');
  const links = page.getByRole('navigation', {name: 'Docs sidebar'}).locator('a.menu__link');
  const items = await links.evaluateAll((as) => as.map((a) => [a.textContent?.trim(), a.getAttribute('href')]));
  expect(items).toEqual([
    ['Getting Started', '/docs'],
    ['Installation', '/docs/installation'],
    ['Checkpoint', '/docs/checkpoint'],
    ['Tutorials', 'https://docs.podman.io/en/latest/Tutorials.html'],
    ['Documentation', 'https://docs.podman.io'],
    ['Network', 'https://github.com/containers/podman/blob/main/docs/tutorials/basic_networking.md'],
    ['Podman Python', 'https://podman-py.readthedocs.io/en/latest/index.html'],
  ]);
});

test('a distribution chosen on the installation page is remembered across the page and a reload', async ({page}) => {
  await open(page, '/docs/installation');
  const ubuntuTabs = page.getByRole('tab', {name: 'Ubuntu', exact: true});
  expect(await ubuntuTabs.count()).toBeGreaterThan(1); // the same group appears in several sections
  await ubuntuTabs.first().click();
  for (const tab of await ubuntuTabs.all()) await expect(tab).toHaveAttribute('aria-selected', 'true');
  await page.goto('/docs/installation'); // no query string: the choice comes from storage
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
  for (const tab of await page.getByRole('tab', {name: 'Ubuntu', exact: true}).all()) {
    await expect(tab).toHaveAttribute('aria-selected', 'true');
  }
  expect(await page.evaluate(() => localStorage.getItem('docusaurus.tab.linux-distro'))).toBe('ubuntu');
});

test('every command block on the installation page has a copy button', async ({page}) => {
  await open(page, '/docs/installation');
  const blocks = page.locator('article .theme-code-block:visible');
  const count = await blocks.count();
  expect(count).toBeGreaterThan(10);
  for (let i = 0; i < count; i++) {
    await expect(blocks.nth(i).getByRole('button', {name: /Copy code/, includeHidden: true})).toHaveCount(1);
  }
});
