// One address of each kind a visitor or crawler arrives at, under the build's base URL, with text
// its answer must contain; a copy of the site (noIndex) must have no sitemap or feed, and a robots
// meta.
import {hero} from '../../src/data/home';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export type AddressCheck = {path: string; status: number; body: RegExp; what: string};
export type BuiltSite = {url: string; baseUrl: string; noIndex: boolean};

export function publishedAddresses(site: BuiltSite): AddressCheck[] {
  const at = (route: string) => `${site.baseUrl}${route.replace(/^\//, '')}`;
  const pages: AddressCheck[] = [
    {
      what: 'home page',
      path: at('/'),
      status: 200,
      body: new RegExp(`<h1[^>]*>${escape(hero.title)}</h1>`),
    },
    {
      what: 'blog post',
      path: at('/blogs/2019/06/13/podman-cheatsheet'),
      status: 200,
      body: /Podman Cheat Sheet/,
    },
    {
      what: 'release announcement',
      path: at('/release/2022/10/22/podman-release-v4.3.0'),
      status: 200,
      body: /Podman v4\.3\.0 Released/,
    },
    {what: 'docs page', path: at('/docs/installation'), status: 200, body: /Podman Installation/},
    {what: 'blog list', path: at('/blogs'), status: 200, body: /<article/},
    {
      what: 'unknown address: the 404 page, with status 404',
      path: at('/no-such-page-here'),
      status: 404,
      body: /This page is not here/,
    },
    {
      what: 'old .html address of a post',
      path: at('/blogs/2019/06/13/podman-cheatsheet.html'),
      status: 200,
      body: /Podman Cheat Sheet/,
    },
    {
      what: 'old address of a release, sent on',
      path: at('/releases/2022/10/22/podman-release-v4.3.0'),
      status: 200,
      body: new RegExp(escape(at('/release/2022/10/22/podman-release-v4.3.0'))),
    },
    {
      what: 'old .html address of a release, sent on',
      path: at('/releases/2022/10/22/podman-release-v4.3.0.html'),
      status: 200,
      body: new RegExp(`url=${escape(at('/release/2022/10/22/podman-release-v4.3.0'))}"`),
    },
    {
      what: 'a page with a trailing slash',
      path: at('/docs/installation/'),
      status: 200,
      body: /Podman Installation/,
    },
  ];
  if (site.noIndex) {
    return [
      ...pages,
      {
        what: 'a copy is marked noindex',
        path: at('/'),
        status: 200,
        body: /<meta [^>]*name="?robots"? content="noindex, nofollow"/,
      },
      {
        what: 'a copy has no sitemap',
        path: at('/sitemap.xml'),
        status: 404,
        body: /This page is not here/,
      },
      {
        what: 'a copy has no feed',
        path: at('/blogs/rss.xml'),
        status: 404,
        body: /This page is not here/,
      },
    ];
  }
  return [
    ...pages,
    {
      what: 'sitemap',
      path: at('/sitemap.xml'),
      status: 200,
      body: new RegExp(
        `<loc>${escape(site.url + at('/blogs/2019/06/13/podman-cheatsheet'))}</loc>`,
      ),
    },
    {what: 'blog feed', path: at('/blogs/rss.xml'), status: 200, body: /<rss[\s\S]*<item>/},
    {
      what: "the earlier site's feed address",
      path: at('/feed.xml'),
      status: 200,
      body: /<rss[\s\S]*<item>/,
    },
  ];
}
