// Browser tests: the stylesheet's cascade layers in their declared order.
import {test, expect} from '../fixtures/test';
import fs from 'node:fs';
import path from 'node:path';

// A cascade layer ranks where it first appears in the stylesheet: a layered rule before the
// declaration of the layers' order (App's first client module) would let Infima's plain `a` rule
// beat the theme's `.content a`.

const layersDeclaration = path.resolve(
  '.docusaurus/docusaurus-plugin-css-cascade-layers/default/layers.css',
);

/**
 * The layers named by `@layer` statements and blocks, in the order they first appear (a Set keeps
 * its first insertion).
 */
const firstAppearances = (css: string): string[] => [
  ...new Set(
    [...css.matchAll(/@layer\s+([^{;]+)[{;]/g)].flatMap(([, names]) =>
      names!.split(',').map((n) => n.trim()),
    ),
  ),
];

test('the stylesheet ranks the cascade layers in their declared order', () => {
  const declared = firstAppearances(fs.readFileSync(layersDeclaration, 'utf8'));
  expect(declared.slice(0, 3)).toEqual([
    'docusaurus.infima',
    'docusaurus.theme-common',
    'docusaurus.theme-classic',
  ]);
  const dir = path.resolve('build-test/assets/css');
  const sheets = fs.readdirSync(dir).filter((f) => f.endsWith('.css'));
  expect(sheets).toHaveLength(1);
  // Tailwind's own layers (theme, utilities) are not Docusaurus's to rank.
  const used = firstAppearances(fs.readFileSync(path.join(dir, sheets[0]!), 'utf8')).filter(
    (name) => declared.includes(name),
  );
  expect(used.length).toBeGreaterThan(2);
  expect(used, `layers in the order they first appear in ${sheets[0]}`).toEqual(
    declared.filter((name) => used.includes(name)),
  );
});

test("gives the announcement bar's link the bar's text colour", async ({page, site}) => {
  await site.open('/blogs');
  const link = page.locator('.theme-announcement-bar a').first();
  const colours = await link.evaluate((a) => [
    getComputedStyle(a).color,
    getComputedStyle(a.parentElement!).color,
  ]);
  expect(colours[0]).toBe(colours[1]);
});
