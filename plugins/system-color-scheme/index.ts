import type {Plugin} from '@docusaurus/types';
import {systemColorScheme} from './transform';

/**
 * Honours the system's colour preference when JavaScript is off: see
 * transform.ts. Runs on all of the site's CSS (Infima, the theme's modules,
 * ours and Tailwind's output), after Tailwind has written its rules.
 */
export default function systemColorSchemePlugin(): Plugin {
  return {
    name: 'system-color-scheme',
    configurePostCss(postcssOptions) {
      postcssOptions.plugins.push(systemColorScheme());
      return postcssOptions;
    },
  };
}
