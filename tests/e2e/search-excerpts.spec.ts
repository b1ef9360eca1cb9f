// Browser tests: what the search results' excerpts and links show.
import {test, expect} from '../fixtures/test';

// The results as a visitor reads them: excerpts from the page's own text, and options with no link
// nested in them.
test.beforeEach(({site}) => site.open('/'));

test('keeps the title and the ranking-only versions out of excerpts', async ({site}) => {
  const dialog = await site.search('v4.0');
  const top = dialog.getByRole('option').first();
  await expect(top).toHaveAttribute('href', '/release/2022/02/22/podman-release-v4.0.0');
  const excerpt = (await top.locator('span').last().textContent())!;
  expect(excerpt).not.toMatch(/^\s*v?4\.0/);
  expect(excerpt).not.toContain('v4.0.0 4.0');
  expect(excerpt).not.toContain('Podman v4.0.0 Released');
  await site.search('rootless', {open: false});
  const options = dialog.getByRole('option');
  await expect(options.first()).toBeVisible();
  for (const spans of await options.evaluateAll((os) =>
    os.map((o) => [...o.querySelectorAll('span')].map((s) => s.textContent ?? '')),
  )) {
    expect(spans.at(-1)!.startsWith(spans[1]!), `"${spans.at(-1)}" opens with its title`).toBe(
      false,
    );
  }
});

test('links a section hit to its section, its heading apart', async ({page, site}) => {
  // "Checkpoint, restore and migration" is a section of the Getting Started doc (/docs).
  const dialog = await site.search('checkpoint');
  const hit = dialog
    .getByRole('option')
    .filter({has: page.locator('span', {hasText: /^Getting Started with Podman$/})});
  await expect(hit).toHaveAttribute('href', '/docs#checkpoint-restore-and-migration');
  const parts = await hit.locator('span').allTextContents();
  expect(parts.slice(1)).toEqual([
    'Getting Started with Podman',
    'Checkpoint, restore and migration',
    expect.stringMatching(/checkpoint/i),
  ]);
  expect(parts.at(-1), "the excerpt is the section's text, without its heading").not.toContain(
    'Checkpoint, restore and migration',
  );
  await hit.click();
  await expect(page).toHaveURL(/\/docs#checkpoint-restore-and-migration$/);
  await expect(
    page.getByRole('heading', {name: 'Checkpoint, restore and migration'}),
  ).toBeInViewport();
});

test('a hit in a section of a custom page links to it too', async ({page, site}) => {
  const dialog = await site.search('subscription confirmation e-mail');
  const hit = dialog
    .getByRole('option')
    .filter({has: page.locator('span', {hasText: /^Community$/})});
  await expect(hit).toHaveAttribute('href', '/community#mailing-list-title');
  await expect(hit.locator('span').nth(2)).toHaveText('Mailing list');
  await hit.click();
  await expect(page).toHaveURL(/\/community#mailing-list-title$/);
  // The section's heading lands below the sticky navbar, not under it.
  const heading = page.getByRole('heading', {name: 'Mailing list', exact: true});
  await expect(heading).toBeInViewport();
  const navbar = (await page.locator('nav.navbar').boundingBox())!;
  expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(navbar.y + navbar.height);
});

for (const theme of ['light', 'dark'] as const) {
  test(`shows corrected results axe-clean in ${theme} mode`, async ({page, site}) => {
    await page.evaluate((t) => document.documentElement.setAttribute('data-theme', t), theme);
    const dialog = await site.search('chekpoint');
    await expect(dialog.getByText('Showing results for')).toBeVisible();
    await expect(dialog.getByRole('option').nth(1)).toBeVisible();
    await expect(dialog.locator('[role="option"] a')).toHaveCount(0);
    // On a desktop screen the keyboard hint shows.
    await expect(dialog.getByText('Use ↑ and ↓ to move')).toBeVisible();
    expect(await site.axe({scope: 'dialog'})).toEqual([]);
  });
}

test.describe('on a 320 px phone', () => {
  test.use({viewport: {width: 320, height: 640}});
  test('fits results and the correction on the screen, answering taps', async ({page, site}) => {
    const dialog = await site.search('helthcheck', {open: 'button'});
    const button = dialog.getByRole('button', {name: 'Search for “helthcheck” instead'});
    await expect(button).toBeVisible();
    const fits = (box: {x: number; width: number} | null) =>
      expect(box!.x >= 0 && box!.x + box!.width <= 320, JSON.stringify(box)).toBe(true);
    fits(await dialog.getByText('Showing results for').boundingBox());
    fits(await button.boundingBox());
    await button.click();
    await expect(dialog.getByText('Showing results for')).toHaveCount(0);
    await site.search('checkpoint', {open: false});
    const top = dialog.getByRole('option').first();
    await expect(top).toBeVisible();
    fits(await top.boundingBox());
    expect(await dialog.evaluate((d) => d.scrollWidth <= d.clientWidth)).toBe(true);
    await top.click();
    await expect(page).toHaveURL(/\/docs\/checkpoint$/);
  });

  test('shows three results or more, no key hint, one × to close', async ({page, site}) => {
    const dialog = await site.search('rootless', {open: 'button'});
    const input = dialog.getByRole('combobox');
    await expect(dialog.getByRole('option')).toHaveCount(5);
    const shown = await dialog.getByRole('listbox').evaluate((ul) => {
      const visible = ul.getBoundingClientRect();
      const bottom = Math.min(visible.bottom, window.innerHeight);
      const boxes = [...ul.querySelectorAll('[role="option"]')].map((o) =>
        o.getBoundingClientRect(),
      );
      return boxes.filter((box) => box.top >= visible.top && box.bottom <= bottom).length;
    });
    expect(shown, 'results wholly on screen').toBeGreaterThanOrEqual(3);
    await expect(dialog.getByText('Use ↑ and ↓ to move')).toBeHidden();
    await expect(dialog.getByRole('button', {name: /close/i})).toHaveCount(1);
    // The input's own clear "×" is gone: a tap where it would be leaves the query.
    const box = (await input.boundingBox())!;
    await page.mouse.click(box.x + box.width - 14, box.y + box.height / 2);
    await expect(input).toHaveValue('rootless');
    // The input has most of the bar.
    const close = dialog.getByRole('button', {name: 'Close search'});
    await expect(close).toBeVisible();
    const button = (await close.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(190);
    expect(button.width).toBeGreaterThanOrEqual(44);
    expect(button.x).toBeGreaterThanOrEqual(box.x + box.width);
    await close.click();
    await expect(dialog).toBeHidden();
  });
});
