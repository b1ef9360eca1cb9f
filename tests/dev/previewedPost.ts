/**
 * The post the dev config's preview server holds (playwright.dev.config.ts,
 * tests/dev/preview.spec.ts): one with a tag and an author page.
 */
export const previewedPost = 'blog/2018-08-15-python-support-for-podman.md';
