// The slim-prism piece's Highlight: prism-react-renderer's component, on our Prism.
import {useMemo, type ReactElement} from 'react';
import clsx from 'clsx';
import {useThemeConfig} from '@docusaurus/theme-common';
import type {
  LineInputProps,
  LineOutputProps,
  PrismTheme,
  RenderProps,
  TokenInputProps,
  TokenOutputProps,
} from 'prism-react-renderer';
import Prism from './prism';
import {tokensToLines} from './tokens';
import {themeStyles, tokenStyle} from './themeStyles';

type Props = {
  code: string;
  language: string;
  theme: PrismTheme;
  children: (props: RenderProps) => ReactElement;
};

/**
 * prism-react-renderer's Highlight, with our Prism: lines of tokens and their props' getters to
 * `children`. Its colours are the server's, whatever `theme` the block passes: the page's CSS gives
 * the other colour mode's over them (plugins/system-color-scheme/codeTheme.ts), so a switch of mode
 * renders no line again.
 */
export default function Highlight({code, language: requested, children}: Props): ReactElement {
  const {prism, colorMode} = useThemeConfig();
  const theme = colorMode.defaultMode === 'dark' ? (prism.darkTheme ?? prism.theme) : prism.theme;
  const language = requested.toLowerCase();
  const styles = useMemo(() => themeStyles(theme, language), [theme, language]);
  const grammar = Prism.languages[language];
  const tokens = useMemo(() => {
    if (!grammar) return tokensToLines([code]);
    const env = {code, grammar, language, tokens: [] as (string | Prism.Token)[]};
    Prism.hooks.run('before-tokenize', env);
    env.tokens = Prism.tokenize(env.code, env.grammar);
    Prism.hooks.run('after-tokenize', env);
    return tokensToLines(env.tokens);
  }, [code, grammar, language]);

  // A new pair only with new colours, so lines can skip re-rendering (speed/theme/sameLine.ts).
  const {getLineProps, getTokenProps} = useMemo(
    () => ({
      getLineProps: ({
        line: _line,
        className,
        style,
        ...rest
      }: LineInputProps): LineOutputProps => ({
        ...rest,
        className: clsx('token-line', className),
        style: {...styles.plain, ...style},
      }),
      getTokenProps: ({token, className, style, ...rest}: TokenInputProps): TokenOutputProps => {
        const own = tokenStyle(styles, token.types, token.empty === true);
        return {
          ...rest,
          className: clsx('token', ...token.types, className),
          children: token.content,
          style: style ? {...own, ...style} : own,
        };
      },
    }),
    [styles],
  );

  return children({
    tokens,
    className: `prism-code language-${language}`,
    style: styles.root!,
    getLineProps,
    getTokenProps,
  });
}
