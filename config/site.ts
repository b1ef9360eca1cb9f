// Facts about the site that several config blocks share.
export const siteUrl = 'https://podman.io';
export const githubOrg = 'https://github.com/containers/';
export const websiteRepo = 'https://github.com/containers/podman.io';
export const copyrightYear = 2025;

/** Environment flags, read once here so the rest of the config stays declarative. */
export const env = {
  /** Test builds add fixture routes (crash page, loader page) that production never ships. */
  fixtures: process.env.SITE_FIXTURES === '1',
};
