/** The site's edit and source links point here; only a CI run in it publishes (scripts/publish/deploy.ts). */
export const canonicalRepository = 'containers/podman.io';
