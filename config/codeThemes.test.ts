// Tests of config/codeThemes.ts: every token colour reaches 4.5:1 on its block's background.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {themes} from 'prism-react-renderer';
import {codeThemes, contrast, readableOn} from './codeThemes';

for (const [name, theme] of Object.entries(codeThemes)) {
  test(`every colour of the ${name} code theme reads at 4.5:1 or more`, () => {
    const bg = theme.plain.backgroundColor!;
    assert.ok(contrast(theme.plain.color!, bg) >= 4.5);
    for (const s of theme.styles) {
      if (s.style.color) {
        assert.ok(contrast(s.style.color, bg) >= 4.5, `${s.types.join(',')} ${s.style.color}`);
      }
    }
  });
}

test('finds token colours under 4.5:1 in the stock themes (why this exists)', () => {
  const bg = themes.github.plain.backgroundColor!;
  assert.ok(themes.github.styles.some((s) => s.style.color && contrast(s.style.color, bg) < 4.5));
});

test('leaves a colour that reads well alone, and darkens one that does not', () => {
  assert.equal(readableOn('#393A34', '#f6f8fa'), '#393A34');
  assert.notEqual(readableOn('#36acaa', '#f6f8fa'), '#36acaa');
});
