// The earlier podman.io's addresses and where each now leads (written by plugins/address-forms).
import type {Redirects} from '../plugins/address-forms/forms';

/**
 * Addresses of the earlier podman.io that must keep working, as paths under the base URL.
 * plugins/address-forms writes a small HTML page at each old address, with and without `.html` and
 * as a folder, that sends the reader on: GitHub Pages cannot answer with a real 301 (the nginx
 * configuration does, where the site is served by nginx). Old blog addresses with ".html" need
 * nothing: the built files are /blogs/YYYY/MM/DD/slug.html already.
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
} satisfies Redirects;
