// A plugin that adds Tailwind to the site's PostCSS pipeline.
import type {Plugin} from '@docusaurus/types';
import tailwindPostcss from '@tailwindcss/postcss';

/**
 * Which Tailwind layers load is decided in src/css/custom.css (no preflight: Infima stays the
 * base).
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
