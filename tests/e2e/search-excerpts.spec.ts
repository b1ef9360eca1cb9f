import {test, expect} from '../fixtures/test';
import {searchDialog} from '../fixtures/searchFigures';

// The results as a visitor reads them: excerpts from the page's own text, and
// options a screen reader and axe take as options (no link nested in them).

test('a release excerpt shows neither the version spellings meant for ranking nor the title', async ({site}) => {
  await site.open('/');
  const dialog = await site.search('v4.0');
  const top = dialog.getByRole('option').first();
  await expect(top).toHaveAttribute('href', '/release/2022/02/22/podman-release-v4.0.0');
  const excerpt = (await top.locator('span').nth(2).textContent())!;
  expect(excerpt).not.toMatch(/^\s*v?4\.0/);
  expect(excerpt).not.toContain('v4.0.0 4.0');
  expect(excerpt).not.toContain('Podman v4.0.0 Released');
});

test('an excerpt does not repeat the title above it', async ({site}) => {
  await site.open('/');
  const dialog = await site.search('rootless');
  const options = dialog.getByRole('option');
  await expect(options.first()).toBeVisible();
  for (let i = 0; i < (await options.count()); i++) {
    const title = (await options.nth(i).locator('span').nth(1).textContent())!;
    const excerpt = (await options.nth(i).locator('span').nth(2).textContent())!;
    expect(excerpt.startsWith(title), `"${excerpt}" opens with its title`).toBe(false);
  }
});

for (const theme of ['light', 'dark'] as const) {
  test(`the dialog with results open is axe-clean in ${theme} mode (no link nested in an option)`, async ({page, site}) => {
    await site.open('/');
    await page.evaluate((t) => document.documentElement.setAttribute('data-theme', t), theme);
    const dialog = await site.search('checkpoint');
    await expect(dialog.getByRole('option').nth(1)).toBeVisible();
    await expect(dialog.locator('[role="option"] a')).toHaveCount(0);
    expect(await site.axe({scope: 'dialog'})).toEqual([]);
  });
}

test.describe('on a 320 px phone', () => {
  test.use({viewport: {width: 320, height: 640}});
  test('results fit the screen and open with a tap', async ({page, site}) => {
    await site.open('/');
    const dialog = await site.search('checkpoint', {open: 'button'});
    const top = dialog.getByRole('option').first();
    await expect(top).toBeVisible();
    const box = (await top.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(320);
    expect(await dialog.evaluate((d) => d.scrollWidth <= d.clientWidth)).toBe(true);
    await top.click();
    await expect(page).toHaveURL(/\/docs\/checkpoint$/);
  });

  test('the search input has most of the bar; the close button is a × still named "Close search"', async ({page, site}) => {
    await site.open('/');
    await page.getByRole('button', {name: 'Search'}).click();
    const dialog = searchDialog(page);
    const input = (await dialog.getByRole('combobox').boundingBox())!;
    const close = dialog.getByRole('button', {name: 'Close search'});
    await expect(close).toBeVisible();
    const button = (await close.boundingBox())!;
    expect(input.width).toBeGreaterThanOrEqual(190);
    expect(button.width).toBeGreaterThanOrEqual(44);
    expect(button.x).toBeGreaterThanOrEqual(input.x + input.width);
    await close.click();
    await expect(dialog).toBeHidden();
  });
});
