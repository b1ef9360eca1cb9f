// Browser tests: the spec's §9 counts (list pages, posts a page, tags and their pages).
import type {APIRequestContext} from '@playwright/test';
import {test, expect} from '../fixtures/test';
import {archive} from '../fixtures/archive';
import {notFound} from '../../src/data/notFound';

/** Every link target of a page (the minified HTML may leave attribute quotes out). */
function hrefs(html: string): Set<string> {
  return new Set([...html.matchAll(/href="?([^" >]+)"?/g)].map((m) => m[1]!));
}

const articleCount = async (request: APIRequestContext, path: string) => {
  const res = await request.get(path);
  expect(res.status(), path).toBe(200);
  return ((await res.text()).match(/<article[ >]/g) ?? []).length;
};

for (const [kind, list, pages, posts] of [
  ['blog', '/blogs', 25, 246],
  ['release', '/release', 3, 26],
] as const) {
  test(`${list}: ${pages} pages of 10 posts, the last with 6`, async ({request}) => {
    for (let n = 1; n < pages; n++) {
      expect(await articleCount(request, n === 1 ? list : `${list}/page/${n}`)).toBe(10);
    }
    expect(await articleCount(request, `${list}/page/${pages}`)).toBe(6);
    expect((await request.get(`${list}/page/${pages + 1}`)).status()).toBe(404);
  });

  test(`${list}/archive lists all ${posts} posts`, async ({request}) => {
    const links = hrefs(await (await request.get(`${list}/archive`)).text());
    for (const post of archive(kind)) expect(links.has(post.route), post.route).toBe(true);
    expect(archive(kind)).toHaveLength(posts);
  });
}

// The spec's one long tag: 19 pages of the podman tag, and nothing after them.
test('/blogs/tags/podman has 19 pages of posts, and no 20th', async ({request}) => {
  expect(await articleCount(request, '/blogs/tags/podman')).toBe(10);
  expect(await articleCount(request, '/blogs/tags/podman/page/19')).toBeGreaterThan(0);
  const past = await request.get('/blogs/tags/podman/page/20');
  expect(past.status()).toBe(404);
  expect(await past.text()).toContain(notFound.title);
});

// The earlier site's tag pages.
const earlierTags =
  `aardvark, aardvark-dns, api, automation, bindings, bioinformatics, boot-2-podman, bpf, buildah, centos, ci, cloud, community, compose, containers, cri-o, crun, debian, dependency-management, distro, docker, docker-compose, ebpf, git-lab, github, go, golang, gpg, hpc, images, kube, kubernetes, kubic, linux, mac, mac-os, microsoft, multiarch, netavark, network, networking, nfs, oci, open-source, openstack, pod, podman, podman-machine, python, rails, rename, rest, rest-api, restful, rootless, ruby, runner, runtime, rust, seccomp, security, signing, skopeo, sudo, syscall, systemd, tent, test, tracing, ubuntu, v-2, varlink, video, windows`.split(
    ', ',
  );

test('gives every tag of the earlier site a page, linked from the tag list', async ({request}) => {
  const list = await (await request.get('/blogs/tags')).text();
  for (const tag of earlierTags) {
    expect((await request.get(`/blogs/tags/${tag}`)).status(), tag).toBe(200);
    expect(hrefs(list).has(`/blogs/tags/${tag}`), tag).toBe(true);
  }
});

// Release tags have their pages, paginated where their counts call for it.
for (const [tag, label] of [
  ['community', 'community'],
  ['hpc', 'hpc'],
  ['kubernetes', 'kubernetes'],
  ['open-source', 'open source'],
  ['podman', 'podman'],
]) {
  test(`/release/tags/${tag} has its pages, as many as its posts call for`, async ({request}) => {
    const pages = Math.ceil(archive('release').filter((p) => p.tags.includes(label!)).length / 10);
    expect((await request.get(`/release/tags/${tag}`)).status()).toBe(200);
    for (let n = 2; n <= pages; n++) {
      expect((await request.get(`/release/tags/${tag}/page/${n}`)).status(), `page ${n}`).toBe(200);
    }
    expect((await request.get(`/release/tags/${tag}/page/${pages + 1}`)).status()).toBe(404);
  });
}

test('the home page shows the newest Podman release from the release blog', async ({request}) => {
  const newest = archive('release')
    .filter((p) => p.title.startsWith('Podman '))
    .sort((a, b) => b.date.localeCompare(a.date))[0]!;
  const version = /v(\d+\.\d+\.\d+)/.exec(newest.title)![1]!;
  const html = await (await request.get('/')).text();
  const badge = new RegExp(`href="?${newest.route}"?[^>]*>(.*?)</a>`, 's')
    .exec(html)?.[1]
    ?.replace(/<[^>]+>/g, '');
  expect(badge).toContain(`Podman v${version}`);
});
