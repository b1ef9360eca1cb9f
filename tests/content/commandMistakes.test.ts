// Issue 20, point 4.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {findCommandMistakes} from './commandMistakes';
import {siteMarkdown} from './postText';

const siteDir = path.resolve(__dirname, '../..');

// In shell blocks only.
test('finds sudo after a variable, a dash for -- and curly quotes', () => {
  const markdown = [
    'Prose may say “quoted” and use an – dash.',
    '```bash',
    'PREFIX=/usr sudo make install',
    'sudo make install PREFIX=/usr',
    'podman run —rm fedora echo ok',
    'podman run fedora echo ‘hi’',
    'podman run --rm fedora echo "ok"',
    '```',
    '```console',
    '$ A=1 B=2 sudo env',
    '```',
    '```yaml',
    'title: “fine in YAML”',
    '```',
  ].join('\n');
  const found = findCommandMistakes('blog/x.md', markdown).map(
    (m) => `${m.line} ${m.problem.split(' ')[0]} ${m.problem.split(' ')[1]}`,
  );
  assert.deepEqual(found, ['3 a variable', '5 an en', '6 a typographic', '10 a variable']);
});

test('no shell command in blog/, release/ or docs/ has one of these mistakes', () => {
  const mistakes = siteMarkdown(siteDir, ['blog', 'release', 'docs']).flatMap(({file, text}) =>
    findCommandMistakes(file, text),
  );
  assert.deepEqual(
    mistakes.map((m) => `${m.file}:${m.line}: ${m.command} (${m.problem})`),
    [],
  );
});
