// Tests of plugins/system-color-scheme/transform.ts: dark rules' twins and the one "no script ran"
// spelling.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import postcss from 'postcss';
import {schemeOf, systemColorScheme, withoutScript, withoutScriptSelector} from './transform';

const run = (css: string) => postcss([systemColorScheme()]).process(css, {from: undefined}).css;
const squash = (css: string) =>
  css
    .replace(/\s*([{}])\s*/g, ' $1 ')
    .replace(/\s+/g, ' ')
    .trim();

// A selector names the mode it is written for, in any quoting.
for (const [selector, scheme] of [
  ["html[data-theme='dark']", 'dark'],
  ['[data-theme=dark] .x', 'dark'],
  ['[data-theme="light"] .x', 'light'],
  ['.x', undefined],
  ['[data-theme=dark] .a [data-theme=light] .b', undefined],
] as const) {
  test(`writes ${selector} for ${scheme ?? 'no mode'}`, () => {
    assert.equal(schemeOf(selector), scheme);
  });
}

test('matches a twin only where no theme script ran, at equal weight', () => {
  assert.equal(
    withoutScriptSelector("html[data-theme='dark']"),
    'html:root:where(:not([data-theme]))',
  );
  const nested = withoutScriptSelector("&:where([data-theme='dark'], [data-theme='dark'] *)");
  assert.equal(
    nested,
    '&:where(:root:where(:not([data-theme])), :root:where(:not([data-theme])) *)',
  );
  // [data-theme=dark] .x is (0,2,0); so is the twin: :root is one pseudo-class, and :where() adds
  // none.
  assert.equal(withoutScriptSelector('[data-theme=dark] .x'), ':root:where(:not([data-theme])) .x');
  assert.equal(withoutScript, ':root:where(:not([data-theme]))');
});

test('spells "no script ran" one way in every hand-written rule', () => {
  const cssFiles = (dir: string) =>
    fs
      .readdirSync(dir, {recursive: true, encoding: 'utf8'})
      .filter((f) => f.endsWith('.css'))
      .map((f) => path.join(dir, f));
  const root = path.resolve(__dirname, '../..');
  const files = [...cssFiles(path.join(root, 'src')), ...cssFiles(path.join(root, 'plugins'))];
  assert.ok(files.length > 5, 'the site has CSS files');
  const other = files.flatMap((file) => {
    // Any mention of a missing (or present) data-theme, once the one spelling is taken out.
    const rest = fs.readFileSync(file, 'utf8').replaceAll(withoutScript, '');
    return [...rest.matchAll(/[^\s,{}]*\[data-theme\][^\s,{]*/g)].map(
      (m) => `${path.relative(root, file)}: ${m[0]}`,
    );
  });
  assert.deepEqual(other, []);
});

// A dark rule gets a twin under the dark preference right after it, in an at-rule too; keyframes
// and rules without a mode do not.
const twins = [
  {
    name: 'between rules without a mode',
    css: "a { color: red } html[data-theme='dark'] { --bg: #000 } b { color: blue }",
    twinned:
      "a { color: red } html[data-theme='dark'] { --bg: #000 } @media (prefers-color-scheme: dark) { html:root:where(:not([data-theme])) { --bg: #000 } } b { color: blue }",
  },
  {
    name: 'inside an at-rule, beside keyframes',
    css: '@media (max-width: 10px) { [data-theme=dark] .x { top: 0 } } @keyframes k { from { top: 0 } } .y { top: 1px }',
    twinned:
      '@media (max-width: 10px) { [data-theme=dark] .x { top: 0 } @media (prefers-color-scheme: dark) { :root:where(:not([data-theme])) .x { top: 0 } } } @keyframes k { from { top: 0 } } .y { top: 1px }',
  },
];
for (const c of twins) {
  test(`twins a dark rule right after it, ${c.name}`, () => {
    assert.equal(squash(run(c.css)), c.twinned);
  });
}

test('copies only the selectors of a list that name a mode', () => {
  const out = squash(run('.a, [data-theme=dark] .b, [data-theme=light] .c { color: red }'));
  assert.ok(
    out.includes(
      '@media (prefers-color-scheme: dark) { :root:where(:not([data-theme])) .b { color: red } }',
    ),
    out,
  );
  assert.ok(
    out.includes(
      '@media (prefers-color-scheme: light) { :root:where(:not([data-theme])) .c { color: red } }',
    ),
    out,
  );
  assert.doesNotMatch(out, /\.a[^{]*\{ color: red \} \}/);
});
