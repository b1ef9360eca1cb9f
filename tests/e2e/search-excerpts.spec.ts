import {test, expect, type Page} from '@playwright/test';
import fs from 'node:fs';
import {open} from '../fixtures/page';

// The results as a visitor reads them: excerpts from the page's own text, and
// options a screen reader and axe take as options (no link nested in them).
const dialogName = 'Search the docs, blog and release announcements';
const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

async function search(page: Page, query: string) {
  await page.keyboard.press('/');
  const dialog = page.getByRole('dialog', {name: dialogName});
  await dialog.getByRole('combobox').fill(query);
  await expect(dialog.locator(`[role="listbox"][data-results-for="${query}"]`)).toBeAttached({timeout: 15_000});
  return dialog;
}

test('a release excerpt shows neither the version spellings meant for ranking nor the title', async ({page}) => {
  await open(page, '/');
  const dialog = await search(page, 'v4.0');
  const top = dialog.getByRole('option').first();
  await expect(top).toHaveAttribute('href', '/release/2022/02/22/podman-release-v4.0.0');
  const excerpt = (await top.locator('span').nth(2).textContent())!;
  expect(excerpt).not.toMatch(/^\s*v?4\.0/);
  expect(excerpt).not.toContain('v4.0.0 4.0');
  expect(excerpt).not.toContain('Podman v4.0.0 Released');
});

test('an excerpt does not repeat the title above it', async ({page}) => {
  await open(page, '/');
  const dialog = await search(page, 'rootless');
  const options = dialog.getByRole('option');
  await expect(options.first()).toBeVisible();
  for (let i = 0; i < (await options.count()); i++) {
    const title = (await options.nth(i).locator('span').nth(1).textContent())!;
    const excerpt = (await options.nth(i).locator('span').nth(2).textContent())!;
    expect(excerpt.startsWith(title), `"${excerpt}" opens with its title`).toBe(false);
  }
});

for (const theme of ['light', 'dark'] as const) {
  test(`the dialog with results open is axe-clean in ${theme} mode (no link nested in an option)`, async ({page}) => {
    await page.addInitScript(axeSource);
    await open(page, '/');
    await page.evaluate((t) => document.documentElement.setAttribute('data-theme', t), theme);
    const dialog = await search(page, 'checkpoint');
    await expect(dialog.getByRole('option').nth(1)).toBeVisible();
    await expect(dialog.locator('[role="option"] a')).toHaveCount(0);
    const violations = await page.evaluate(async () => {
      const axe = (window as unknown as {axe: {run: (ctx: Element, opts: object) => Promise<{violations: {id: string; nodes: {target: string[]}[]}[]}>}}).axe;
      const found = await axe.run(document.querySelector('dialog')!, {runOnly: {type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']}});
      return found.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    });
    expect(violations).toEqual([]);
  });
}

test.describe('on a 320 px phone', () => {
  test.use({viewport: {width: 320, height: 640}});
  test('results fit the screen and open with a tap', async ({page}) => {
    await open(page, '/');
    await page.getByRole('button', {name: 'Search'}).click();
    const dialog = page.getByRole('dialog', {name: dialogName});
    await dialog.getByRole('combobox').fill('checkpoint');
    const top = dialog.getByRole('option').first();
    await expect(top).toBeVisible();
    const box = (await top.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(320);
    expect(await dialog.evaluate((d) => d.scrollWidth <= d.clientWidth)).toBe(true);
    await top.click();
    await expect(page).toHaveURL(/\/docs\/checkpoint$/);
  });

  test('the search input has most of the bar; the close button is a × still named "Close search"', async ({page}) => {
    await open(page, '/');
    await page.getByRole('button', {name: 'Search'}).click();
    const dialog = page.getByRole('dialog', {name: dialogName});
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
