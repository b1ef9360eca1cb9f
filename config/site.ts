import {canonicalRepository} from './repository';

// Facts about the site that several config blocks share.
export const productionUrl = 'https://podman.io';
/** Where this build will live: podman.io, unless SITE_URL and SITE_BASE_URL (config/environment.ts) say a preview or a fork's own Pages. */
export const siteUrl = process.env.SITE_URL || productionUrl;
export const baseUrl = process.env.SITE_BASE_URL || '/';
/** Any build but the site at its own address is a copy: marked noindex on every page, with no sitemap, feeds or llms.txt a crawler could follow. */
export const isCopyAt = (url: string, base: string): boolean => url !== productionUrl || base !== '/';
export const isCopy = isCopyAt(siteUrl, baseUrl);
export const githubOrg = 'https://github.com/containers/';
export const websiteRepo = `https://github.com/${canonicalRepository}`;
export const copyrightYear = 2025;

/** SITE_SPEED_LAYER: unset or `on` builds with the speed layer (speed/README.md), `off` with Docusaurus's own client. */
export function speedLayerSwitch(value: string | undefined): boolean {
  if (value === undefined || value === '' || value === 'on') return true;
  if (value === 'off') return false;
  throw new Error(`SITE_SPEED_LAYER must be "on" or "off", not ${JSON.stringify(value)}`);
}

/** SITE_PRECOMPRESS: `1` every text file, `assets` all but the pages, anything else none (config/environment.ts checks it). */
function precompressMode(value: string | undefined): false | 'all' | 'assets' {
  return value === '1' ? 'all' : value === 'assets' ? 'assets' : false;
}

/** Environment flags, read once here so the rest of the config stays declarative. */
export const env = {
  /** Test builds add fixture routes (crash page, loader page) that production never ships. */
  fixtures: process.env.SITE_FIXTURES === '1',
  /** Off: the same site on Docusaurus's own client, to compare and to test against. */
  speedLayer: speedLayerSwitch(process.env.SITE_SPEED_LAYER),
  /** Single pieces of the speed layer to leave out, comma-separated (for `npm run bench`). */
  speedPiecesOff: process.env.SITE_SPEED_OFF,
  /** .gz and .br beside the text files (`assets`: all but the pages), for nginx (plugins/output-pipeline); GitHub Pages needs none. */
  precompress: precompressMode(process.env.SITE_PRECOMPRESS),
  /** Where encodings are kept between builds, relative to the site (scripts/precompress.ts). */
  precompressCache: process.env.SITE_PRECOMPRESS_CACHE || 'node_modules/.cache/precompress',
};
