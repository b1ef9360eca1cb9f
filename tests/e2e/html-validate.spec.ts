// Build test: every page's HTML validates (html-validate's standard preset).
import {test, expect} from '../fixtures/test';
import path from 'node:path';
import {HtmlValidate, FileSystemConfigLoader} from 'html-validate';
import {buildPages} from '../fixtures/buildPages';

// html-validate's "standard" preset (.htmlvalidate.json), with no rule turned off.
const buildDir = path.resolve('build-test');

test('the HTML of every page validates', async () => {
  test.setTimeout(180_000);
  const validator = new HtmlValidate(new FileSystemConfigLoader());
  const files = buildPages(buildDir, ['pagefind']);
  expect(files.length).toBeGreaterThan(500);
  const problems: string[] = [];
  for (const file of files) {
    const report = await validator.validateFile(file);
    for (const result of report.results) {
      for (const m of result.messages) {
        problems.push(
          `${path.relative(buildDir, file)}:${m.line}:${m.column} ${m.ruleId} ${m.message}`,
        );
      }
    }
  }
  expect(problems.slice(0, 40)).toEqual([]);
});
