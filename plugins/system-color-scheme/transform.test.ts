import {test} from 'node:test';
import assert from 'node:assert/strict';
import postcss from 'postcss';
import {schemeOf, systemColorScheme, withoutScriptSelector} from './transform';

const run = (css: string) => postcss([systemColorScheme()]).process(css, {from: undefined}).css;
const squash = (css: string) => css.replace(/\s*([{}])\s*/g, ' $1 ').replace(/\s+/g, ' ').trim();

test('a selector names the mode it is written for, in any quoting', () => {
  assert.equal(schemeOf("html[data-theme='dark']"), 'dark');
  assert.equal(schemeOf('[data-theme=dark] .x'), 'dark');
  assert.equal(schemeOf('[data-theme="light"] .x'), 'light');
  assert.equal(schemeOf('.x'), undefined);
  assert.equal(schemeOf('[data-theme=dark] .a [data-theme=light] .b'), undefined);
});

test('the twin selector matches only a page whose theme script did not run', () => {
  assert.equal(withoutScriptSelector("html[data-theme='dark']"), 'html:root:not([data-theme])');
  assert.equal(
    withoutScriptSelector("&:where([data-theme='dark'], [data-theme='dark'] *)"),
    '&:where(:root:not([data-theme]), :root:not([data-theme]) *)',
  );
});

test('a dark rule gets a twin under the dark preference, right after it', () => {
  const out = run("a { color: red } html[data-theme='dark'] { --bg: #000 } b { color: blue }");
  assert.equal(
    squash(out),
    "a { color: red } html[data-theme='dark'] { --bg: #000 } @media (prefers-color-scheme: dark) { html:root:not([data-theme]) { --bg: #000 } } b { color: blue }",
  );
});

test('only the selectors of a list that name a mode are copied, each under its own preference', () => {
  const out = squash(run('.a, [data-theme=dark] .b, [data-theme=light] .c { color: red }'));
  assert.match(out, /@media \(prefers-color-scheme: dark\) \{ :root:not\(\[data-theme\]\) \.b \{ color: red \} \}/);
  assert.match(out, /@media \(prefers-color-scheme: light\) \{ :root:not\(\[data-theme\]\) \.c \{ color: red \} \}/);
  assert.doesNotMatch(out, /\.a[^{]*\{ color: red \} \}/);
});

test('rules inside at-rules keep their place; keyframes and rules without a mode are left alone', () => {
  const out = squash(run('@media (max-width: 10px) { [data-theme=dark] .x { top: 0 } } @keyframes k { from { top: 0 } } .y { top: 1px }'));
  assert.equal(
    out,
    '@media (max-width: 10px) { [data-theme=dark] .x { top: 0 } @media (prefers-color-scheme: dark) { :root:not([data-theme]) .x { top: 0 } } } @keyframes k { from { top: 0 } } .y { top: 1px }',
  );
});
