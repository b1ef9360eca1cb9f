// Browser tests: the earlier podman.io's addresses lead to the right pages.
import {test, expect} from '../fixtures/test';
import Parser from 'rss-parser';
import {archive} from '../fixtures/archive';

// Addresses of the earlier site lead to the right page or feed.
const pages: [string, RegExp, string][] = [
  [
    '/blogs/2019/06/13/podman-cheatsheet.html',
    /\/blogs\/2019\/06\/13\/podman-cheatsheet$/,
    'Podman Cheat Sheet',
  ],
  [
    '/releases/2022/10/22/podman-release-v4.3.0.html',
    /\/release\/2022\/10\/22\/podman-release-v4\.3\.0$/,
    'Podman v4.3.0 Released',
  ],
  [
    '/releases/2019/08/14/podman-release-v1.5.0.html',
    /\/release\/2019\/08\/14\/podman-release-v1\.5\.0$/,
    'Podman v1.5.0 Released',
  ],
  ['/releases', /\/release$/, ''],
  ['/new/2019/06/13/new.html', /\/blogs\/2019\/06\/13\/new$/, 'Podman Cheat Sheet'],
  [
    '/talks/2018/10/01/talk-replace-docker-with-podman.html',
    /\/blogs\/2018\/10\/01\/talk-replace-docker-with-podman$/,
    '',
  ],
  ['/getting-started', /\/get-started$/, 'Get Started with Podman'],
  ['/getting-started/installation', /\/getting-started\/installation$/, 'Install Podman'],
  ['/getting-started/checkpoint', /\/docs\/checkpoint$/, 'Podman Checkpoint'],
];

for (const [from, to, heading] of pages) {
  test(`${from} leads to its page`, async ({page}) => {
    await page.goto(from);
    await expect(page).toHaveURL(to);
    await expect(page.getByRole('heading', {level: 1, name: heading || undefined})).toBeVisible();
  });
}

test('every release and every short notice has its old address', async ({request}) => {
  for (const post of archive('release')) {
    const old = post.route.replace(/^\/release\//, '/releases/');
    expect(await (await request.get(old)).text(), old).toContain(post.route);
  }
  for (const post of archive('blog').filter((p) => p.notice)) {
    const old = post.route.replace(/^\/blogs\//, '/new/');
    expect((await request.get(old)).status(), old).toBe(200);
  }
});

test('/feed.xml and /atom.xml are the blog feeds', async ({request}) => {
  const feed = async (path: string) =>
    new Parser().parseString(await (await request.get(path)).text());
  const [rss, atom, current] = [
    await feed('/feed.xml'),
    await feed('/atom.xml'),
    await feed('/blogs/rss.xml'),
  ];
  expect(rss.items.map((i) => i.link)).toEqual(current.items.map((i) => i.link));
  expect(atom.items.length).toBe(current.items.length);
  expect(rss.items.length).toBeGreaterThan(0);
});
