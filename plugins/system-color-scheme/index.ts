import type {LoadContext, Plugin} from '@docusaurus/types';
import type {PrismTheme} from 'prism-react-renderer';
import {systemColorScheme} from './transform';
import {codeThemeCss} from './codeTheme';

type ThemeConfig = {colorMode?: {defaultMode?: 'dark' | 'light'}; prism?: {theme?: PrismTheme; darkTheme?: PrismTheme}};

/**
 * Honours the system's colour preference when JavaScript is off: see
 * transform.ts. Runs on all of the site's CSS (Infima, the theme's modules,
 * ours and Tailwind's output), after Tailwind has written its rules. Code
 * blocks carry their colours inline, not in CSS: for them it adds a
 * stylesheet made from the site's two Prism themes (codeTheme.ts).
 */
export default function systemColorSchemePlugin(context: LoadContext): Plugin {
  const {colorMode, prism} = context.siteConfig.themeConfig as ThemeConfig;
  const server = colorMode?.defaultMode ?? 'light';
  const [rendered, wanted] = server === 'light' ? [prism?.theme, prism?.darkTheme] : [prism?.darkTheme, prism?.theme];
  let codeCss: string | undefined;
  return {
    name: 'system-color-scheme',
    configurePostCss(postcssOptions) {
      postcssOptions.plugins.push(systemColorScheme());
      return postcssOptions;
    },
    async contentLoaded({actions}) {
      if (!rendered || !wanted) return;
      codeCss = await actions.createData('code-theme.css', codeThemeCss(rendered, wanted, server === 'light' ? 'dark' : 'light'));
    },
    getClientModules() {
      return codeCss ? [codeCss] : [];
    },
  };
}
