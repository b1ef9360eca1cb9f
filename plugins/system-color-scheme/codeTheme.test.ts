// Tests of plugins/system-color-scheme/codeTheme.ts: the code blocks' dark stylesheet.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import postcss from 'postcss';
import type {PrismTheme} from 'prism-react-renderer';
import {codeThemeCss} from './codeTheme';
import {systemColorScheme, withoutScript} from './transform';

const light: PrismTheme = {
  plain: {color: '#111111', backgroundColor: '#ffffff'},
  styles: [
    {types: ['comment'], style: {color: '#777777', fontStyle: 'italic'}},
    {types: ['url'], style: {color: '#0000aa'}},
  ],
};
const dark: PrismTheme = {
  plain: {color: '#eeeeee', backgroundColor: '#222222'},
  styles: [
    {types: ['comment'], style: {color: '#999999'}},
    {types: ['keyword'], languages: ['bash', 'shell'], style: {color: 'rgb(1, 2, 3)'}},
  ],
};

const css = codeThemeCss(light, dark, 'dark');

test('keys every rule on the data-theme set before the first paint', () => {
  const root = postcss.parse(css);
  assert.equal(root.nodes.length, 1);
  const screen = root.nodes[0] as postcss.AtRule;
  assert.equal(`${screen.name} ${screen.params}`, 'media screen');
  assert.ok(screen.nodes!.length > 3);
  screen.walkRules((rule) =>
    assert.ok(rule.selector.startsWith("[data-theme='dark'] .theme-code-block"), rule.selector),
  );
});

test('twins each rule under the dark preference for a page with no script', () => {
  const twinned = postcss([systemColorScheme()]).process(css, {from: undefined}).root;
  const twins: string[] = [];
  twinned.walkAtRules('media', (media) => {
    if (media.params === 'screen') return;
    assert.equal(media.params, '(prefers-color-scheme: dark)');
    media.walkRules((rule) => void twins.push(rule.selector));
  });
  assert.equal(twins.length, (postcss.parse(css).nodes[0] as postcss.AtRule).nodes!.length);
  for (const selector of twins) {
    assert.ok(selector.startsWith(`${withoutScript} .theme-code-block`), selector);
  }
});

test("gives the block the dark theme's plain colours over the light ones", () => {
  assert.match(
    css,
    /\.theme-code-block \{ --prism-color: #eeeeee !important; --prism-background-color: #222222 !important; \}/,
  );
  assert.match(
    css,
    /\.theme-code-block pre \{ color: #eeeeee !important; background-color: #222222 !important; \}/,
  );
});

test('turns light-only token styles back to plain text', () => {
  // The dark theme's own styles come after the reset.
  assert.match(css, /\.token\.url \{ color: #eeeeee !important; \}/);
  const reset = css.indexOf(
    '.token.comment { color: #eeeeee !important; font-style: normal !important; }',
  );
  const own = css.indexOf('.token.comment { color: #999999 !important; }');
  assert.ok(reset > 0 && own > reset, css);
});

test("applies a style for some languages to those languages' blocks only", () => {
  assert.ok(
    css.includes(
      '.theme-code-block:is(.language-bash, .language-shell) .token.keyword { color: rgb(1, 2, 3) !important; }',
    ),
    css,
  );
});

test('refuses a theme without plain colours by name', () => {
  assert.throws(
    () => codeThemeCss(light, {plain: {}, styles: []}, 'dark'),
    /the dark code theme needs a plain color and backgroundColor/,
  );
});
