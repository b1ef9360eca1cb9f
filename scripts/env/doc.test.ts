import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {generatedDocs, withSection} from './doc';

const repo = path.resolve(__dirname, '../..');

for (const {file, make} of generatedDocs) {
  test(`${file} holds what the code makes of it (npm run env:doc rewrites it)`, () => {
    const current = fs.readFileSync(path.join(repo, file), 'utf8');
    assert.equal(current, make(current));
  });
}

test('a generated section replaces what stood between its markers, and nothing else; missing markers are an error naming the file', () => {
  const doc = '# Doc\n\nintro\n\n<!-- drill:latest -->\nold table\n<!-- /drill:latest -->\n\nafter\n';
  assert.equal(withSection(doc, 'drill:latest', 'new table\n', 'x.md'), '# Doc\n\nintro\n\n<!-- drill:latest -->\nnew table\n<!-- /drill:latest -->\n\nafter\n');
  assert.throws(() => withSection('# no markers', 'drill:latest', 'x', 'speed/DRILL.md'), /speed\/DRILL\.md has no <!-- drill:latest -->/);
});
