import type {Locator} from '@playwright/test';
import {test, expect} from '../fixtures/test';
import {nightly} from '../fixtures/perPush';
import fs from 'node:fs';
import path from 'node:path';
import {relevanceQueries, typoQueries, typoRelevanceQueries} from '../fixtures/searchQueries';
import {
  correctionPairsToTest,
  formatRelevance,
  measureCorrectionKiB,
  measureFirstQuery,
  measureLatency,
  measureRelevance,
  searchDialog,
  searchTargets,
  typedToTest,
  typedTypoQueries,
} from '../fixtures/searchFigures';

// Search that forgives typos (src/components/SearchDialog/spelling.ts). The
// relevance and byte figures are taken through nginx with deploy/nginx.conf,
// so the bytes are the compressed ones a visitor downloads.
const buildDir = path.resolve('build-test');
// Nightly (TEST_NIGHTLY=1) every pair and every typed query; per push a share of them (searchFigures.ts).

test('the typo set: each query is one drop, swap or replacement in the longest word of a query of the set', () => {
  expect(typoQueries.length).toBeGreaterThanOrEqual(40);
  const clean = new Set(relevanceQueries.map((q) => q.query));
  for (const {query, of, typo} of typoQueries) {
    expect(clean.has(of), `"${of}" is not a query of the set`).toBe(true);
    const typed = query.split(' ');
    const words = of.split(' ');
    expect(typed).toHaveLength(words.length);
    const changed = words.flatMap((w, i) => (w === typed[i] ? [] : [i]));
    expect(changed, `"${query}" changes one word of "${of}"`).toHaveLength(1);
    const [was, now] = [words[changed[0]!]!, typed[changed[0]!]!];
    expect(was.length, `"${was}" is the longest word of "${of}"`).toBe(Math.max(...words.map((w) => w.length)));
    const at = [...was].findIndex((c, i) => c !== now[i]);
    expect(at, 'the first letter is kept').toBeGreaterThan(0);
    const expected = {
      drop: was.slice(0, at) + was.slice(at + 1),
      swap: was.slice(0, at) + was[at + 1] + was[at] + was.slice(at + 2),
      replace: now.length === was.length && now.slice(at + 1) === was.slice(at + 1) ? now : '(not a replacement)',
    }[typo];
    expect(now, `"${now}" is a ${typo} in "${was}"`).toBe(expected);
  }
  expect(new Set(typoQueries.map((q) => q.typo))).toEqual(new Set(['drop', 'swap', 'replace']));
});

test('the typo set: top-1, top-5 and MRR through the dialog meet the targets', async ({page, nginx}) => {
  test.setTimeout(300_000);
  const figures = await measureRelevance(page, `${nginx.url}/`, typoRelevanceQueries);
  console.log(formatRelevance(figures, 'typo set'));
  expect(figures.top1, `typo set top-1 below ${searchTargets.typoTop1 * 100} %`).toBeGreaterThanOrEqual(searchTargets.typoTop1);
  expect(figures.top5, `typo set top-5 below ${searchTargets.typoTop5 * 100} %`).toBeGreaterThanOrEqual(searchTargets.typoTop5);
});

// The words the issue found finding nothing or the wrong pages, each with the word it means.
const misspelled: [typed: string, word: string][] = [
  ['chekpoint', 'checkpoint'],
  ['helthcheck', 'healthcheck'],
  ['runlabil', 'runlabel'],
  ['bioinforamtics', 'bioinformatics'],
  ['troubleshoottng', 'troubleshooting'],
];

const shownRoutes = (dialog: Locator) => dialog.getByRole('option').evaluateAll((os) => os.map((o) => o.getAttribute('href')));

for (const [typed, word] of misspelled) {
  test(`"${typed}" shows the results for "${word}", says so, and offers the spelling as typed`, async ({site}) => {
    await site.open('/');
    const dialog = await site.search(word);
    const expected = await shownRoutes(dialog);
    expect(expected.length).toBeGreaterThan(0);
    await site.search(typed, {open: false});
    const status = dialog.locator('[aria-live="polite"]');
    await expect(status).toHaveText(`Showing results for ${word}. Search for “${typed}” instead`);
    await expect(status.locator('em')).toHaveText(word);
    // The word's own results first; pages holding the typed word's beginning may follow ("runlabil": "run").
    expect((await shownRoutes(dialog)).slice(0, expected.length)).toEqual(expected);
  });
}

test('the spelling as typed is a keyboard step away, and then nothing is corrected', async ({page, site}) => {
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

test('a query spelled right says nothing of spelling and does not fetch the vocabulary', async ({page, site}) => {
  const fetched: string[] = [];
  page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
  await site.open('/');
  const dialog = await site.search('checkpoint');
  await expect(dialog.getByRole('option').first()).toHaveAttribute('href', '/docs/checkpoint');
  await expect(dialog.getByText('Showing results for')).toHaveCount(0);
  expect(fetched.filter((p) => p.includes('/vocabulary/'))).toEqual([]);
});

test('the vocabulary is built from the index with the site, and a correction adds at most 30 KiB to a first query', async ({browser, nginx}) => {
  // A fresh visit for the first query, then two for each pair, one after the other.
  test.setTimeout(420_000);
  const shard = (letter: string) => fs.readFileSync(path.join(buildDir, `pagefind/vocabulary/${letter}.txt`), 'utf8');
  expect(shard('c')).toMatch(/^checkpoint \d+/m);
  expect(shard('b')).toMatch(/^bioinformat \d+ bioinformatics$/m);
  // One file per first letter: each holds its own words only.
  expect(shard('c').split('\n').filter(Boolean).every((line) => line.startsWith('c'))).toBe(true);
  const files = await measureFirstQuery(browser, `${nginx.url}/`, 'chekpoint');
  expect(files.every((f) => f.path.startsWith('/'))).toBe(true);
  expect(files.filter((f) => f.path.startsWith('/pagefind/vocabulary/')).map((f) => f.path)).toEqual(['/pagefind/vocabulary/c.txt']);
  const added = await measureCorrectionKiB(browser, `${nginx.url}/`, correctionPairsToTest(nightly));
  console.log(`a correction adds ${JSON.stringify(added.byQuery)} KiB; the vocabulary ${added.vocabulary} KiB`);
  expect(added.max).toBeLessThanOrEqual(searchTargets.correctionKiB);
});

test('misspelled queries typed on a slowed CPU show results without a stall (the 100 ms target is the bench\'s)', async ({browser, nginx}) => {
  test.setTimeout(120_000);
  const latency = await measureLatency(browser, `${nginx.url}/`, typedToTest(typedTypoQueries, nightly));
  console.log(`misspelled: median ${latency.median} ms, max ${latency.max} ms (${latency.samples.join(', ')})`);
  // As in search-relevance.spec: a busy machine doubles the figure; a stall is far above it.
  expect(latency.median).toBeLessThanOrEqual(400);
});

test.describe('the "showing results for" line', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`is axe-clean in ${theme} mode`, async ({page, site}) => {
      await site.open('/');
      await page.evaluate((t) => document.documentElement.setAttribute('data-theme', t), theme);
      const dialog = await site.search('chekpoint');
      await expect(dialog.getByText('Showing results for')).toBeVisible();
      expect(await site.axe({scope: 'dialog [aria-live="polite"]'})).toEqual([]);
    });
  }

  test.describe('on a 320 px phone', () => {
    test.use({viewport: {width: 320, height: 640}});
    test('fits the screen and its button can be pressed', async ({page, site}) => {
      await site.open('/');
      await page.getByRole('button', {name: 'Search'}).click();
      const dialog = searchDialog(page);
      await dialog.getByRole('combobox').fill('helthcheck');
      const button = dialog.getByRole('button', {name: 'Search for “helthcheck” instead'});
      await expect(button).toBeVisible();
      for (const box of [await dialog.getByText('Showing results for').boundingBox(), await button.boundingBox()]) {
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(320);
      }
      await button.click();
      await expect(dialog.getByText('Showing results for')).toHaveCount(0);
    });
  });
});
