// Facts about the site that several config blocks share, and the build's environment switches.
import {canonicalRepository} from './repository';
import {devSpeedSwitch} from './devServer';

// Facts about the site that several config blocks share.
export const productionUrl = 'https://podman.io';
/** podman.io, unless SITE_URL and SITE_BASE_URL say a preview or a fork's own Pages. */
export const siteUrl = process.env.SITE_URL || productionUrl;
export const baseUrl = process.env.SITE_BASE_URL || '/';
/** A copy: noindex on every page, with no sitemap, feeds or llms.txt a crawler could follow. */
export const isCopyAt = (url: string, base: string): boolean =>
  url !== productionUrl || base !== '/';
export const isCopy = isCopyAt(siteUrl, baseUrl);
export const githubOrg = 'https://github.com/containers/';
export const websiteRepo = `https://github.com/${canonicalRepository}`;
// The year the spec's copyright text names (the spec's §1), not the build's year.
export const copyrightYear = 2025;

export function speedLayerSwitch(value: string | undefined): boolean {
  if (value === undefined || value === '' || value === 'on') return true;
  if (value === 'off') return false;
  throw new Error(`SITE_SPEED_LAYER must be "on" or "off", not ${JSON.stringify(value)}`);
}

function precompressMode(value: string | undefined): false | 'all' | 'assets' {
  if (value === '1') return 'all';
  return value === 'assets' ? 'assets' : false;
}

/**
 * Environment flags (config/environment.ts says what each does), read once here so the rest of the
 * config stays declarative.
 */
export const env = {
  fixtures: process.env.SITE_FIXTURES === '1',
  speedLayer: speedLayerSwitch(process.env.SITE_SPEED_LAYER),
  speedPiecesOff: process.env.SITE_SPEED_OFF,
  // Docusaurus's own switch, read as it reads it (any value): without the cache, the speed layer's
  // build cache pins go unchecked.
  persistentCache: !process.env.DOCUSAURUS_NO_PERSISTENT_CACHE,
  // Checked with the rest by checkEnvironment: `on` or `off`.
  notFoundGuesses: process.env.SITE_NOT_FOUND_GUESSES !== 'off',
  precompress: precompressMode(process.env.SITE_PRECOMPRESS),
  precompressCache: process.env.SITE_PRECOMPRESS_CACHE || 'node_modules/.cache/precompress',
  devSpeed: devSpeedSwitch(process.env.SITE_DEV_SPEED),
  previewPost: process.env.SITE_PREVIEW_POST || undefined,
  linkCheck: process.env.SITE_LINK_CHECK === '1',
};
