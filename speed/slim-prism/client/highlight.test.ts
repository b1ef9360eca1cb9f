// Tests of slim-prism's Highlight and tokens against what the theme expects from
// prism-react-renderer.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {tokensToLines} from './tokens';
import {themeStyles, tokenStyle} from './themeStyles';
import {codeThemes} from '../../../config/codeThemes';

// The Prism the site's code blocks use, grammars and all.
const Prism = createRequire(import.meta.url)('./prism.ts').default as typeof import('prismjs');
const prismSource = fs.readFileSync(new URL('./prism.ts', import.meta.url), 'utf8');
const prismLanguages = [
  ...prismSource.matchAll(/import 'prismjs\/components\/prism-([\w-]+)';/g),
].map((m) => m[1]!);

test("splits tokens into lines, plain outside, each with its parents' types", () => {
  const lines = tokensToLines(
    Prism.tokenize('# a comment\necho "one\ntwo"', Prism.languages.bash!),
  );
  assert.deepEqual(
    lines[0]!.filter((t) => t.content),
    [{types: ['comment'], content: '# a comment'}],
  );
  assert.equal(lines.length, 3);
  assert.ok(
    lines[1]!.some((t) => t.types.includes('string') && t.content === '"one'),
    JSON.stringify(lines[1]),
  );
  assert.ok(
    lines[2]!.some((t) => t.types.includes('string') && t.content === 'two"'),
    JSON.stringify(lines[2]),
  );
  // Outermost first, aliases after.
  const keyword = tokensToLines(
    Prism.tokenize('FROM fedora:latest', Prism.languages.docker!),
  )[0]!.find((t) => t.content === 'FROM')!;
  assert.deepEqual(keyword.types, ['instruction', 'keyword']);
});

test('makes code without a grammar one plain token per line', () => {
  assert.deepEqual(tokensToLines(['$ podman ps\nCONTAINER ID']), [
    [{types: ['plain'], content: '$ podman ps'}],
    [{types: ['plain'], content: 'CONTAINER ID'}],
  ]);
});

test('keeps one token on an empty line, so the line keeps its height', () => {
  const empty = {types: ['plain'], content: '\n', empty: true};
  assert.deepEqual(tokensToLines(['a\n\nb'])[1], [empty]);
  assert.deepEqual(tokensToLines(['']), [[empty]]);
});

// Plain text unstyled, nested types merged inner last, empty lines inline-block.
test('styles plain text, nested types and empty lines', () => {
  const styles = themeStyles(codeThemes.light, 'bash');
  assert.deepEqual(
    [styles.plain!.backgroundColor, styles.root!.backgroundColor],
    [undefined, codeThemes.light.plain.backgroundColor],
  );
  assert.equal(tokenStyle(styles, ['plain'], false), undefined);
  assert.deepEqual(tokenStyle(styles, ['plain'], true), {display: 'inline-block'});
  assert.deepEqual(tokenStyle(styles, ['string', 'comment'], false), {
    ...styles.string,
    ...styles.comment,
  });
});

test('has a grammar for each fence language not meant to be plain', () => {
  const plain = new Set(['text', 'console']);
  const fence = /^\s*(?:```|~~~)([\w+-]+)/gm;
  const used = new Set<string>();
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => {
      if (e.isDirectory()) return walk(path.join(dir, e.name));
      return /\.mdx?$/.test(e.name) ? [path.join(dir, e.name)] : [];
    });
  for (const file of ['blog', 'release', 'docs'].flatMap(walk)) {
    for (const m of fs.readFileSync(file, 'utf8').matchAll(fence)) used.add(m[1]!.toLowerCase());
  }
  assert.ok(used.has('bash'));
  for (const lang of used) {
    assert.ok(
      plain.has(lang) || Prism.languages[lang],
      `code fences use "${lang}", which has no Prism grammar: import it in speed/slim-prism/client/prism.ts`,
    );
  }
  // and nothing is loaded that no page uses
  const needed = new Set([...used, 'clike', 'docker']);
  assert.ok(prismLanguages.length >= 8, 'read the grammar list from prism.ts');
  for (const lang of prismLanguages) {
    assert.ok(
      needed.has(lang),
      `speed/slim-prism/client/prism.ts loads "${lang}", which no code fence uses`,
    );
  }
});
