// Build test: no link of the site opens a new tab (maintaining/decisions.md), and none says it
// does.
import {test, expect} from '../fixtures/test';
import fs from 'node:fs';
import path from 'node:path';
import {buildPages} from '../fixtures/buildPages';

// Issue 65 point 6: links in running text opened new tabs without saying so (26 on /community
// alone), from markdown, the pages' data and the theme (edit links, author icons, the footer).
const buildDir = path.resolve('build-test');

test('no link of any page opens a new tab, and no icon or label says one does', () => {
  const files = buildPages(buildDir, ['pagefind']);
  expect(files.length).toBeGreaterThan(500);
  const found: string[] = [];
  for (const file of files) {
    const html = fs.readFileSync(file, 'utf8');
    const page = path.relative(buildDir, file);
    for (const [tag] of html.matchAll(/<(?:a|area|form)\s[^>]*>/g)) {
      const target = /\starget=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/.exec(tag);
      const value = target && (target[1] ?? target[2] ?? target[3]);
      if (target && value !== '_self') found.push(`${page}: ${tag}`);
    }
    if (/opens in (a )?new (tab|window)/i.test(html)) {
      found.push(`${page}: says a link opens a new tab`);
    }
  }
  expect(found.slice(0, 20), `${found.length} in all`).toEqual([]);
});
