// How the build treats content mistakes (broken links, markdown, front matter), in one place.
import type {Config} from '@docusaurus/types';
import {createParseFrontMatter} from './frontMatter';

/**
 * Shared by the site and the fixture sites of config/contentChecks.test.ts, which so test
 * production's settings.
 */
export const linkChecks = {
  // Broken links fail the build, duplicate routes only warn.
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'warn',
} satisfies Partial<Config>;

export function markdownConfig(siteDir: string) {
  return {
    // .md is CommonMark (so `{`, `<` and HTML comments are plain text); .mdx is MDX.
    format: 'detect',
    parseFrontMatter: createParseFrontMatter(siteDir),
    // A broken link to a markdown file only warns.
    hooks: {onBrokenMarkdownLinks: 'warn'},
  } satisfies Config['markdown'];
}
