/**
 * The repository the site is published from, named once: the site's "edit"
 * and source links point to it, and only a CI run in it publishes to gh-pages
 * (scripts/publish/deploy.ts); a fork's run says so and skips.
 */
export const canonicalRepository = 'containers/podman.io';
