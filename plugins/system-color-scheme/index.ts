// A plugin that makes the site follow the system's colour preference when JavaScript is off.
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {PrismTheme} from 'prism-react-renderer';
import {systemColorScheme} from './transform';
import {codeThemeCss} from './codeTheme';

type ThemeConfig = {
  colorMode?: {defaultMode?: 'dark' | 'light'};
  prism?: {theme?: PrismTheme; darkTheme?: PrismTheme};
};

/**
 * The system's colour preference without JavaScript, on all the site's CSS (transform.ts); and code
 * blocks in the colour mode of the page from its first paint, with JavaScript or without
 * (codeTheme.ts, twinned by transform.ts).
 */
export default function systemColorSchemePlugin(context: LoadContext): Plugin {
  const {colorMode, prism} = context.siteConfig.themeConfig as ThemeConfig;
  const server = colorMode?.defaultMode ?? 'light';
  const [rendered, wanted] =
    server === 'light' ? [prism?.theme, prism?.darkTheme] : [prism?.darkTheme, prism?.theme];
  let codeCss: string | undefined;
  return {
    name: 'system-color-scheme',
    configurePostCss(postcssOptions) {
      postcssOptions.plugins.push(systemColorScheme());
      return postcssOptions;
    },
    async contentLoaded({actions}) {
      if (!rendered || !wanted) return;
      codeCss = await actions.createData(
        'code-theme.css',
        codeThemeCss(rendered, wanted, server === 'light' ? 'dark' : 'light'),
      );
    },
    getClientModules() {
      return codeCss ? [codeCss] : [];
    },
  };
}
