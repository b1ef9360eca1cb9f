/**
 * The site's edit and source links point here; only a CI run in it publishes
 * (scripts/publish/deploy.ts).
 */
export const canonicalRepository = 'containers/podman.io';
/**
 * The previews of pull requests are pushed here, and served from its GitHub Pages
 * (scripts/publish/previews.ts).
 */
export const previewsRepository = 'containers/podman.io-previews';
