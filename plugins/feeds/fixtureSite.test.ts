// The feeds of a built fixture site whose post has two authors, which no archived post has: RSS and
// Atom name every author in the front matter's order (JSON Feed 1.0 has room for one, the first),
// whatever step would drop one.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {execFile} from 'node:child_process';
import {promisify} from 'node:util';
import Parser from 'rss-parser';
import {scratchDir} from '../../tests/fixtures/scratchDir';

const root = path.resolve(__dirname, '../..');
const post = (authors: string) =>
  `---\ntitle: Written by ${authors}\nauthors: [${authors}]\ntags: [podman]\n---\n\nA post.\n\n<!-- truncate -->\n\nThe rest.\n`;

/**
 * Both blogs as the site has them, with the feeds plugin; a post of two authors in the blog, one in
 * the release's.
 */
function fixtureSite(t: Parameters<typeof scratchDir>[0]): string {
  // The site is a folder of tests/.tmp/, where it finds the repository's packages.
  const rel = (p: string) => `../../../${p}`;
  const blog = (dir: string, routeBasePath: string) =>
    `blogOptions({path: '${dir}', routeBasePath: '${routeBasePath}', title: '${dir}', description: '${dir}', sidebarTitle: '${dir}'})`;
  const config = `import {blogOptions} from '${rel('config/blogOptions')}';
import {future} from '${rel('config/future')}';
import {markdownConfig} from '${rel('config/checks')}';
export default {
  title: 'Fixture', url: 'https://podman.io', baseUrl: '/', trailingSlash: false, future,
  markdown: markdownConfig(__dirname),
  presets: [['classic', {docs: false, sitemap: false, blog: ${blog('blog', 'blogs')}}]],
  plugins: [
    ['@docusaurus/plugin-content-blog', {id: 'release', ...${blog('release', 'release')}}],
    '${rel('plugins/feeds/index.ts')}',
  ],
};
`;
  const files: Record<string, string> = {
    'docusaurus.config.ts': config,
    'src/pages/index.js':
      "import React from 'react';\nexport default function Home() { return React.createElement('main', null, 'Fixture'); }\n",
    'blog/2022-01-01-two.md': post('mheon, baude'),
    'release/2022-01-02-one.md': post('mheon'),
  };
  for (const dir of ['blog', 'release']) {
    for (const file of ['authors.yml', 'tags.yml']) {
      files[`${dir}/${file}`] = fs.readFileSync(path.join(root, dir, file), 'utf8');
    }
  }
  return scratchDir(t, 'feeds-', files, path.join(root, 'tests/.tmp'));
}

type Item = {link?: string; creators?: string[]; authors?: {name?: string[]}[]};
const parser = new Parser<object, Item>({
  customFields: {
    item: [
      ['dc:creator', 'creators', {keepArray: true}],
      ['author', 'authors', {keepArray: true}],
    ],
  },
});

test('names both authors of a two-author post in every feed that can', async (t) => {
  const site = fixtureSite(t);
  await promisify(execFile)(path.join(root, 'node_modules/.bin/docusaurus'), ['build', site], {
    env: {...process.env, FORCE_COLOR: '0'},
    maxBuffer: 64 * 1024 * 1024,
  });
  const feed = (name: string) => fs.readFileSync(path.join(site, 'build/blogs', name), 'utf8');
  const link = 'https://podman.io/blogs/2022/01/01/two';
  const [rss] = (await parser.parseString(feed('rss.xml'))).items.filter((i) => i.link === link);
  assert.deepEqual(rss?.creators, ['Matthew Heon', 'Brent Baude'], 'RSS dc:creator');
  const [atom] = (await parser.parseString(feed('atom.xml'))).items.filter((i) => i.link === link);
  assert.deepEqual(
    atom?.authors?.map((a) => a.name?.[0]),
    ['Matthew Heon', 'Brent Baude'],
    'Atom author',
  );
  const json = JSON.parse(feed('feed.json')) as {items: {url: string; author?: {name: string}}[]};
  assert.equal(json.items.find((i) => i.url === link)?.author?.name, 'Matthew Heon', 'JSON Feed');
});
