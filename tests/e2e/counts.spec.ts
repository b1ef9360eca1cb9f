import type {APIRequestContext} from '@playwright/test';
import {test, expect} from '../fixtures/test';
import {archive} from '../fixtures/archive';

// The counts of the archive (pages of the blog list, of the podman tag, the tags), checked on the served build.

/** Every link target of a page (the minified HTML may leave attribute quotes out). */
function hrefs(html: string): Set<string> {
  return new Set([...html.matchAll(/href="?([^" >]+)"?/g)].map((m) => m[1]!));
}

const articleCount = async (request: APIRequestContext, path: string) => {
  const res = await request.get(path);
  expect(res.status(), path).toBe(200);
  return ((await res.text()).match(/<article[ >]/g) ?? []).length;
};

test('blog index: 25 pages of 10, the last with 6', async ({request}) => {
  expect(await articleCount(request, '/blogs')).toBe(10);
  for (let n = 2; n <= 24; n++) expect(await articleCount(request, `/blogs/page/${n}`)).toBe(10);
  expect(await articleCount(request, '/blogs/page/25')).toBe(6);
  expect((await request.get('/blogs/page/26')).status()).toBe(404);
});

test('the podman tag paginates to 19 pages', async ({request}) => {
  expect(await articleCount(request, '/blogs/tags/podman')).toBe(10);
  expect(await articleCount(request, '/blogs/tags/podman/page/19')).toBeGreaterThan(0);
  expect((await request.get('/blogs/tags/podman/page/20')).status()).toBe(404);
});

// The earlier site's tag pages.
const earlierTags = `aardvark, aardvark-dns, api, automation, bindings, bioinformatics, boot-2-podman, bpf, buildah, centos, ci, cloud, community, compose, containers, cri-o, crun, debian, dependency-management, distro, docker, docker-compose, ebpf, git-lab, github, go, golang, gpg, hpc, images, kube, kubernetes, kubic, linux, mac, mac-os, microsoft, multiarch, netavark, network, networking, nfs, oci, open-source, openstack, pod, podman, podman-machine, python, rails, rename, rest, rest-api, restful, rootless, ruby, runner, runtime, rust, seccomp, security, signing, skopeo, sudo, syscall, systemd, tent, test, tracing, ubuntu, v-2, varlink, video, windows`.split(', ');

test('every tag of the earlier site has its page, and the tag list links them all', async ({request}) => {
  const list = await (await request.get('/blogs/tags')).text();
  for (const tag of earlierTags) {
    expect((await request.get(`/blogs/tags/${tag}`)).status(), tag).toBe(200);
    expect(hrefs(list).has(`/blogs/tags/${tag}`), tag).toBe(true);
  }
});

test('the blog archive lists all 246 posts', async ({request}) => {
  const html = await (await request.get('/blogs/archive')).text();
  const links = hrefs(html);
  for (const post of archive('blog')) expect(links.has(post.route), post.route).toBe(true);
  expect(archive('blog')).toHaveLength(246);
});

test('release index: 3 pages of 10, the last with 6; the archive lists all 26', async ({request}) => {
  expect(await articleCount(request, '/release')).toBe(10);
  expect(await articleCount(request, '/release/page/2')).toBe(10);
  expect(await articleCount(request, '/release/page/3')).toBe(6);
  expect((await request.get('/release/page/4')).status()).toBe(404);
  const archivePage = await (await request.get('/release/archive')).text();
  const links = hrefs(archivePage);
  for (const post of archive('release')) expect(links.has(post.route), post.route).toBe(true);
});

test('release tags have their pages, paginated where their counts call for it', async ({request}) => {
  const posts = archive('release');
  for (const [tag, label] of [['community', 'community'], ['hpc', 'hpc'], ['kubernetes', 'kubernetes'], ['open-source', 'open source'], ['podman', 'podman']]) {
    const count = posts.filter((p) => p.tags.includes(label!)).length;
    const pages = Math.ceil(count / 10);
    expect((await request.get(`/release/tags/${tag}`)).status(), tag).toBe(200);
    for (let n = 2; n <= pages; n++) expect((await request.get(`/release/tags/${tag}/page/${n}`)).status(), `${tag} page ${n}`).toBe(200);
    expect((await request.get(`/release/tags/${tag}/page/${pages + 1}`)).status()).toBe(404);
  }
});

test('the home page shows the newest Podman release from the release blog', async ({request}) => {
  const newest = archive('release')
    .filter((p) => p.title.startsWith('Podman '))
    .sort((a, b) => b.date.localeCompare(a.date))[0]!;
  const version = /v(\d+\.\d+\.\d+)/.exec(newest.title)![1]!;
  const html = await (await request.get('/')).text();
  const badge = new RegExp(`href="?${newest.route}"?[^>]*>(.*?)</a>`, 's').exec(html)?.[1]?.replace(/<[^>]+>/g, '');
  expect(badge).toContain(`Podman v${version}`);
});
