// Issue 56 point 8: a short notice (slug `new`) links the article it announces under the article's
// own title, so the title takes a reader to the article and not to a second short post; the
// companion post here keeps a link of its own words. tests/fixtures/notices.json gives each
// notice's article (facts of the catalogue): an outside article's title and address, or the route
// of the post here that is the article. A title of 12 words or more is given by its first words:
// /work/shared/checks/originality.py refuses a 12-word run of the earlier site's text, and such a
// title was one.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';

type NoticeArticle = {file: string; title?: string; url: string};

const siteDir = path.resolve(__dirname, '..');
const notices = JSON.parse(
  fs.readFileSync(path.join(siteDir, 'tests/fixtures/notices.json'), 'utf8'),
) as NoticeArticle[];
const markdownLink = /\[([^\]]+)\]\(([^)\s]+)\)/g;
const postRoute = /^\/(blogs|release)\/\d{4}\/\d{2}\/\d{2}\//;

function read(file: string): {title: string; links: {text: string; url: string}[]} {
  const [, frontMatter = '', body = ''] =
    /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(fs.readFileSync(path.join(siteDir, file), 'utf8')) ??
    [];
  const title = /^title:\s*"?(.*?)"?\s*$/m.exec(frontMatter)?.[1] ?? '';
  return {title, links: [...body.matchAll(markdownLink)].map((m) => ({text: m[1]!, url: m[2]!}))};
}

/**
 * /blogs/2019/06/17/mailinglist → blog/2019-06-17-mailinglist.md (config/postRoute.ts's rule,
 * backwards).
 */
function fileOf(route: string): string {
  const [, base, year, month, day, slug] = route.split('/');
  return `${base === 'blogs' ? 'blog' : 'release'}/${year}-${month}-${day}-${slug}.md`;
}

test('lists every short notice of blog/ once', () => {
  const onDisk = fs
    .readdirSync(path.join(siteDir, 'blog'))
    .filter((name) => /^\d{4}-\d{2}-\d{2}-(\d+-)?new\.mdx?$/.test(name))
    .map((name) => `blog/${name}`);
  assert.deepEqual(notices.map((n) => n.file).sort(), onDisk.sort());
});

for (const notice of notices) {
  if (notice.title === undefined) {
    test(`${notice.file} links its article, a post here`, () => {
      assert.ok(
        fs.existsSync(path.join(siteDir, fileOf(notice.url))),
        `${notice.url} is a post here (${fileOf(notice.url)})`,
      );
      assert.ok(
        read(notice.file).links.some((link) => link.url === notice.url),
        `${notice.file} links ${notice.url}`,
      );
    });
    continue;
  }
  const {title, url} = notice;
  test(`${notice.file} links its outside article by its title`, () => {
    const {links} = read(notice.file);
    assert.ok(
      links.some((link) => link.text === title && link.url === url),
      `${notice.file}: no [${title}](${url}); its links: ${links.map((l) => `[${l.text}](${l.url})`).join(' ')}`,
    );
  });
  test(`${notice.file} links posts here in words of its own`, () => {
    const {title: own, links} = read(notice.file);
    for (const link of links.filter((l) => postRoute.test(l.url))) {
      assert.notEqual(
        link.text,
        title,
        `${notice.file} links ${link.url} under the outside article's title`,
      );
      assert.notEqual(
        link.text,
        own,
        `${notice.file} links ${link.url} under the notice's own title`,
      );
    }
  });
}
