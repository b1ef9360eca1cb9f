// A stylesheet that gives code blocks their dark colours when no script ran and the system prefers
// dark.
import type {PrismTheme} from 'prism-react-renderer';

type Style = PrismTheme['styles'][number]['style'];

const kebab = (property: string) => property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const declarations = (style: Style) =>
  Object.entries(style)
    .map(([property, value]) => `${kebab(property)}: ${String(value)} !important;`)
    .join(' ');

/**
 * Code blocks are rendered on the server with the `rendered` theme's colours inline, and repainted
 * in the other mode only once React has hydrated (with the speed layer, never: slim-prism's
 * Highlight keeps them): a block flashed light for a second or more in dark mode. This CSS gives
 * them `wanted`'s colours whenever the page is in `scheme`, over the inline ones (hence
 * !important), from the first paint: the theme's inline script sets data-theme before it. Its twin
 * for a page whose script did not run comes from ./transform.ts. A token only `rendered` colours
 * takes `wanted`'s plain colour. On screen only: paper gets dark ink on white in either mode
 * (src/css/print.css), which these !important rules would beat.
 */
export function codeThemeCss(
  rendered: PrismTheme,
  wanted: PrismTheme,
  scheme: 'dark' | 'light',
): string {
  const {color, backgroundColor} = wanted.plain;
  if (!color || !backgroundColor) {
    throw new Error(
      `system-color-scheme: the ${scheme} code theme needs a plain color and backgroundColor`,
    );
  }
  const block = `[data-theme='${scheme}'] .theme-code-block`;
  const rules = [
    `${block} { --prism-color: ${color} !important; --prism-background-color: ${backgroundColor} !important; }`,
    `${block} pre { color: ${color} !important; background-color: ${backgroundColor} !important; }`,
    `${block} .token-line { color: ${color} !important; }`,
  ];
  // What the rendered theme gives a token, taken back to the wanted plain text first.
  const reset: Record<string, Style> = {};
  for (const {types, style} of rendered.styles) {
    for (const type of types) {
      reset[type] = {
        ...reset[type],
        ...('color' in style ? {color} : {}),
        ...('fontStyle' in style ? {fontStyle: 'normal'} : {}),
        ...('fontWeight' in style ? {fontWeight: 'normal'} : {}),
        ...('opacity' in style ? {opacity: 1} : {}),
        ...('textDecorationLine' in style ? {textDecorationLine: 'none'} : {}),
      };
    }
  }
  for (const [type, style] of Object.entries(reset)) {
    rules.push(`${block} .token.${type} { ${declarations(style)} }`);
  }
  // Then the wanted theme's own, in its order (a later entry wins, as in Prism's renderer).
  for (const {types, languages, style} of wanted.styles) {
    const scope = languages ? `:is(${languages.map((l) => `.language-${l}`).join(', ')})` : '';
    for (const type of types) {
      rules.push(`${block}${scope} .token.${type} { ${declarations(style)} }`);
    }
  }
  return `@media screen {\n${rules.map((r) => `  ${r}`).join('\n')}\n}\n`;
}
