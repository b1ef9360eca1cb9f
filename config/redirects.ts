import type {Options as RedirectOptions} from '@docusaurus/plugin-client-redirects';

/**
 * Addresses of the earlier podman.io that must keep working. The client
 * redirects plugin writes a small HTML page at each old path that sends the
 * reader on (GitHub Pages cannot answer with a real 301; the nginx
 * configuration does that where the site is served by nginx).
 * Old blog addresses with ".html" need nothing: the built files are
 * /blogs/YYYY/MM/DD/slug.html already. The ".html" forms of the addresses
 * below, and every page's `/p/` and `/p/index.html`, get a redirect page of
 * their own from plugins/address-forms.
 */
export const redirects = {
  redirects: [
    {from: '/releases', to: '/release'},
    {from: '/getting-started', to: '/get-started'},
    {from: '/getting-started/checkpoint', to: '/docs/checkpoint'},
    {from: '/docs/podman', to: '/docs'},
  ],
  createRedirects(existingPath: string): string[] | undefined {
    const release = /^\/release\/(\d{4}\/\d{2}\/\d{2}\/[^/]+)$/.exec(existingPath);
    if (release) return [`/releases/${release[1]}`];
    // The old site kept short notices under /new/ and talks under /talks/.
    const notice = /^\/blogs\/(\d{4}\/\d{2}\/\d{2}\/(?:\d+-)?new)$/.exec(existingPath);
    if (notice) return [`/new/${notice[1]}`];
    const talk = /^\/blogs\/(\d{4}\/\d{2}\/\d{2}\/talk-[^/]+)$/.exec(existingPath);
    if (talk) return [`/talks/${talk[1]}`];
    return undefined;
  },
} satisfies RedirectOptions;
