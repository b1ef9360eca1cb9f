// Tests of scripts/preview-post/linkCheck.mts's report of a failed check (the check itself:
// linkCheck.nightly.test.ts).
import test from 'node:test';
import assert from 'node:assert/strict';
import {linkCheckReport} from './linkCheck.mts';

const brokenLinks = `[INFO] [en] Creating an optimized production build...
[ERROR] Error: Unable to build website for locale en.
    at tryToBuildLocale (node_modules/@docusaurus/core/lib/commands/build/build.js:76:15) {
  [cause]: Error: Docusaurus found broken links!
  
  Please check the pages of your site in the list below, and make sure you don't reference any path that does not exist.
  
  Exhaustive list of all broken links found:
  - Broken link on source page path = /blogs/2022/01/13/broken-link:
     -> linking to /blogs/2099/01/01/nowhere
  
      at throwError (node_modules/@docusaurus/logger/lib/perfLogger.js:1:1)
      at reportBrokenLinks (node_modules/@docusaurus/core/lib/server/brokenLinks.js:1:1)
}
[INFO] Docusaurus version: 3.10.2`;

test("shows Docusaurus's own report of the broken links, whole", () => {
  const report = linkCheckReport(brokenLinks);
  assert.match(report, /^Docusaurus found broken links!/);
  assert.match(
    report,
    /Broken link on source page path = \/blogs\/2022\/01\/13\/broken-link:\n\s+-> linking to \/blogs\/2099\/01\/01\/nowhere$/,
  );
  assert.doesNotMatch(report, /throwError|Docusaurus version/);
});

test('shows the end of the output of a build that failed otherwise', () => {
  const output = [...Array.from({length: 40}, (_, i) => `line ${i}`), 'Error: out of memory'].join(
    '\n',
  );
  const report = linkCheckReport(output);
  assert.match(report, /Error: out of memory$/);
  assert.doesNotMatch(report, /line 0\b/);
});
