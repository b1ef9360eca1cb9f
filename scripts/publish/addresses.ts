/**
 * What the deploy checks on the very build/ it is about to publish, served the
 * way GitHub Pages serves it: one address of each kind a visitor or a crawler
 * arrives at. `body` is text the answer must contain.
 */
import {hero} from '../../src/data/home';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export type AddressCheck = {path: string; status: number; body: RegExp; what: string};

export const publishedAddresses: AddressCheck[] = [
  {what: 'home page', path: '/', status: 200, body: new RegExp(`<h1[^>]*>${escape(hero.title)}</h1>`)},
  {what: 'blog post', path: '/blogs/2019/06/13/podman-cheatsheet', status: 200, body: /Podman Cheat Sheet/},
  {what: 'release announcement', path: '/release/2022/10/22/podman-release-v4.3.0', status: 200, body: /Podman v4\.3\.0 Released/},
  {what: 'docs page', path: '/docs/installation', status: 200, body: /Podman Installation/},
  {what: 'blog list', path: '/blogs', status: 200, body: /<article/},
  {what: 'unknown address: the 404 page, with status 404', path: '/no-such-page-here', status: 404, body: /This page is not here/},
  {what: "old .html address of a post", path: '/blogs/2019/06/13/podman-cheatsheet.html', status: 200, body: /Podman Cheat Sheet/},
  {what: 'old address of a release, sent on', path: '/releases/2022/10/22/podman-release-v4.3.0', status: 200, body: /\/release\/2022\/10\/22\/podman-release-v4\.3\.0/},
  {what: 'old .html address of a release, sent on', path: '/releases/2022/10/22/podman-release-v4.3.0.html', status: 200, body: /url=\/release\/2022\/10\/22\/podman-release-v4\.3\.0"/},
  {what: 'a page with a trailing slash', path: '/docs/installation/', status: 200, body: /Podman Installation/},
  {what: 'sitemap', path: '/sitemap.xml', status: 200, body: /<loc>https:\/\/podman\.io\/blogs\/2019\/06\/13\/podman-cheatsheet<\/loc>/},
  {what: 'blog feed', path: '/blogs/rss.xml', status: 200, body: /<rss[\s\S]*<item>/},
  {what: "the earlier site's feed address", path: '/feed.xml', status: 200, body: /<rss[\s\S]*<item>/},
];
