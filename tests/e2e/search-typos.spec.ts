// Browser tests: the search's spelling correction over the typo set.
import type {Locator} from '@playwright/test';
import {test, expect} from '../fixtures/test';
import {nightly} from '../../scripts/measure/perPush';
import fs from 'node:fs';
import path from 'node:path';
import {
  correctionPairsToTest,
  measureCorrectionKiB,
  measureFirstQuery,
  searchTargets,
} from '../../scripts/measure/searchFigures';

// Search that forgives typos (src/components/SearchDialog/spelling.ts); bytes through nginx,
// compressed as a visitor downloads them.

// The words the issue found finding nothing or the wrong pages, each with the word it means.
const misspelled: [typed: string, word: string][] = [
  ['chekpoint', 'checkpoint'],
  ['helthcheck', 'healthcheck'],
  ['runlabil', 'runlabel'],
  ['bioinforamtics', 'bioinformatics'],
  ['troubleshoottng', 'troubleshooting'],
];

const shownRoutes = (dialog: Locator) =>
  dialog.getByRole('option').evaluateAll((os) => os.map((o) => o.getAttribute('href')));

for (const [typed, word] of misspelled) {
  test(`"${typed}" shows the results for "${word}", saying so`, async ({site}) => {
    await site.open('/');
    const dialog = await site.search(word);
    const expected = await shownRoutes(dialog);
    expect(expected.length).toBeGreaterThan(0);
    await site.search(typed, {open: false});
    const status = dialog.locator('[aria-live="polite"]');
    await expect(status).toHaveText(`Showing results for ${word}. Search for “${typed}” instead`);
    await expect(status.locator('em')).toHaveText(word);
    // The word's own results first; pages holding the typed word's beginning may follow
    // ("runlabil": "run").
    expect((await shownRoutes(dialog)).slice(0, expected.length)).toEqual(expected);
  });
}

test('searches the spelling as typed, a keyboard step away', async ({page, site}) => {
  await site.open('/');
  const dialog = await site.search('chekpoint');
  const asTyped = dialog.getByRole('button', {name: 'Search for “chekpoint” instead'});
  // Tab from the search box, past the close button, to the line's button.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(asTyped).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Nothing matches “chekpoint”')).toBeVisible();
  await expect(dialog.getByText('Showing results for')).toHaveCount(0);
  await expect(dialog.getByRole('combobox')).toBeFocused();
  // Another query is corrected again.
  await dialog.getByRole('combobox').fill('helthcheck');
  await expect(dialog.getByText('Showing results for')).toBeVisible();
});

test('leaves a query spelled right alone, fetching no vocabulary', async ({page, site}) => {
  const fetched: string[] = [];
  page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
  await site.open('/');
  const dialog = await site.search('checkpoint');
  await expect(dialog.getByRole('option').first()).toHaveAttribute('href', '/docs/checkpoint');
  await expect(dialog.getByText('Showing results for')).toHaveCount(0);
  expect(fetched.filter((p) => p.includes('/vocabulary/'))).toEqual([]);
});

test('builds the vocabulary from the index, a file per first letter', () => {
  const shard = (letter: string) =>
    fs.readFileSync(path.resolve('build-test', `pagefind/vocabulary/${letter}.txt`), 'utf8');
  expect(shard('c')).toMatch(/^checkpoint \d+/m);
  expect(shard('b')).toMatch(/^bioinformat \d+ bioinformatics$/m);
  // Each holds its own words only.
  expect(
    shard('c')
      .split('\n')
      .filter(Boolean)
      .every((line) => line.startsWith('c')),
  ).toBe(true);
});

test('fetches one vocabulary file, 30 KiB at most, for a correction', async ({browser, nginx}) => {
  // A fresh visit for the first query, then two for each pair, one after the other.
  test.setTimeout(420_000);
  const files = await measureFirstQuery(browser, `${nginx.url}/`, 'chekpoint');
  expect(files.every((f) => f.path.startsWith('/'))).toBe(true);
  expect(
    files.filter((f) => f.path.startsWith('/pagefind/vocabulary/')).map((f) => f.path),
  ).toEqual(['/pagefind/vocabulary/c.txt']);
  const added = await measureCorrectionKiB(
    browser,
    `${nginx.url}/`,
    correctionPairsToTest(nightly),
  );
  console.log(
    `a correction adds ${JSON.stringify(added.byQuery)} KiB; the vocabulary ${added.vocabulary} KiB`,
  );
  expect(added.max).toBeLessThanOrEqual(searchTargets.correctionKiB);
});
