import type {Plugin} from '@docusaurus/types';
import tailwindPostcss from '@tailwindcss/postcss';

/**
 * Adds Tailwind's PostCSS plugin to the site's CSS pipeline. Which Tailwind layers
 * load is decided in src/css/custom.css: theme and utilities only, no preflight,
 * so Infima stays the base stylesheet.
 */
export default function tailwindPlugin(): Plugin {
  return {
    name: 'tailwind',
    configurePostCss(postcssOptions) {
      postcssOptions.plugins.push(tailwindPostcss());
      return postcssOptions;
    },
  };
}
