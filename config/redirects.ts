import type {Redirects} from '../plugins/address-forms/forms';

/**
 * Addresses of the earlier podman.io, under the base URL: plugins/address-forms writes a redirect page at each (nginx
 * answers with a 301). Old blog addresses with ".html" need nothing: the built files have those names.
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
