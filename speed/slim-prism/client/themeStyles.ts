// The slim-prism piece: a Prism theme's styles by token type, as prism-react-renderer gives them.
import type {CSSProperties} from 'react';
import type {PrismTheme} from 'prism-react-renderer';

/** Styles by token type for one language: `root` is the block, `plain` the text outside tokens. */
export type ThemeStyles = Record<string, CSSProperties>;

export function themeStyles(theme: PrismTheme, language: string): ThemeStyles {
  const styles: ThemeStyles = {};
  for (const entry of theme.styles) {
    if (entry.languages && !entry.languages.includes(language)) continue;
    for (const type of entry.types) {
      styles[type] = {...styles[type], ...(entry.style as CSSProperties)};
    }
  }
  styles.root = theme.plain as CSSProperties;
  // The background belongs to the block only, not to every line.
  styles.plain = {...(theme.plain as CSSProperties), backgroundColor: undefined};
  return styles;
}

/** The inline style of one token: its types' styles merged, inner types last. */
export function tokenStyle(
  styles: ThemeStyles,
  types: string[],
  empty: boolean,
): CSSProperties | undefined {
  const keepHeight = empty ? {display: 'inline-block'} : undefined;
  if (types.length === 1 && types[0] === 'plain') return keepHeight;
  if (types.length === 1 && empty) return styles[types[0]!];
  return Object.assign({}, keepHeight, ...types.map((t) => styles[t]));
}
