/**
 * Issue 20, points 2 and 3: posts read like articles, not outlines. At most
 * 10 % of all headings repeat a catalogue section label, no heading is a bare
 * "Intro", and no sentence of 8 or more words appears in more than 3 posts.
 * The first tests hold the checks themselves to small cases, so they are
 * known to fail when they should; the last ones run them over the site.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {readPostText, readSitePosts} from './postText';
import {readSectionLabels} from './catalogueSections';
import {headingsEqualToLabels, introHeadings} from './headingLabels';
import {repeatedSentences} from './repeatedSentences';

const siteDir = path.resolve(__dirname, '..');
const maxLabelShare = 0.1;

test('the post reader skips front matter, code, comments and headings, and splits sentences', () => {
  const post = readPostText(
    'blog/x.md',
    [
      '---',
      'title: "A title that is long enough to count as a sentence here"',
      '---',
      'First sentence of the post. Second one, with [a link](https://example.com) and `code`!',
      '',
      '<!-- truncate -->',
      '',
      '## Role of **Buildah**',
      '',
      '```bash',
      'echo this line is a command and never a sentence of the post.',
      '```',
      '- A list item stands alone',
      '- and so does this one.',
    ].join('\n'),
  );
  assert.deepEqual(post.headings, ['Role of Buildah']);
  assert.deepEqual(post.sentences, [
    'First sentence of the post.',
    'Second one, with a link and code!',
    'A list item stands alone',
    'and so does this one.',
  ]);
});

test('the post reader names the file of an unclosed code block', () => {
  assert.throws(() => readPostText('blog/open.md', '```bash\nls\n'), /blog\/open\.md/);
});

test('a heading equal to its own entry’s label counts, whatever its case; another post’s label does not', () => {
  const labels = new Map([
    ['blog/a.md', ['Role of Buildah']],
    ['blog/b.md', ['Setup', 'intro: why pods']],
  ]);
  const posts = [
    {file: 'blog/a.md', headings: ['role of  buildah', 'Setup', 'Buildah builds the images', 'Introducing pods'], sentences: []},
    {file: 'blog/b.md', headings: ['Intro', 'Intro: why pods'], sentences: []},
  ];
  const {total, matches} = headingsEqualToLabels(posts, labels);
  assert.equal(total, 6);
  assert.deepEqual(matches, [
    {file: 'blog/a.md', heading: 'role of  buildah'},
    {file: 'blog/b.md', heading: 'Intro: why pods'},
  ]);
  assert.deepEqual(introHeadings(posts, labels), [
    {file: 'blog/b.md', heading: 'Intro'},
    {file: 'blog/b.md', heading: 'Intro: why pods'},
  ]);
});

test('a sentence of 8 words in 4 posts is reported with its files; in 3 posts, or with 7 words, it is not', () => {
  const stock = 'Tagged sources are on the releases page as usual.';
  const short = 'Thanks to all of our contributors today.';
  const posts = ['a', 'b', 'c', 'd'].map((name, i) => ({
    file: `release/${name}.md`,
    headings: [],
    sentences: [i < 3 ? 'Three posts share this one sentence of many words.' : 'Something else.', short, i % 2 ? stock.toUpperCase() : stock],
  }));
  const found = repeatedSentences(posts);
  assert.equal(found.length, 1);
  assert.equal(found[0]?.sentence.toLowerCase(), stock.toLowerCase());
  assert.deepEqual(found[0]?.files, ['release/a.md', 'release/b.md', 'release/c.md', 'release/d.md']);
});

const posts = readSitePosts(siteDir);
const labels = readSectionLabels();

/** Prints the share for one year of one blog, so progress can be followed by part. */
function shareBy(prefix: string): string {
  const part = posts.filter((p) => p.file.startsWith(prefix));
  const {total, matches} = headingsEqualToLabels(part, labels);
  return `${prefix}: ${matches.length}/${total}`;
}

test(`at most ${maxLabelShare * 100} % of all headings repeat a catalogue section label`, () => {
  const {total, matches} = headingsEqualToLabels(posts, labels);
  const years = ['2018', '2019', '2020', '2021', '2022'];
  const parts = ['blog', 'release'].flatMap((dir) => years.map((y) => shareBy(`${dir}/${y}`)));
  console.log(`headings equal to a catalogue label: ${matches.length} of ${total} (${((100 * matches.length) / total).toFixed(1)} %); ${parts.join(', ')}`);
  assert.ok(total > 0, 'no headings found: are the posts where the test looks?');
  assert.ok(
    matches.length <= maxLabelShare * total,
    `${matches.length} of ${total} headings equal a catalogue section label (at most ${Math.floor(maxLabelShare * total)} may):\n` +
      matches.map((m) => `  ${m.file}: "${m.heading}"`).join('\n'),
  );
});

test('no heading is a bare "Intro" or its post\'s intro label', () => {
  assert.deepEqual(introHeadings(posts, labels), []);
});

test('no sentence of 8 or more words appears in more than 3 posts', () => {
  const found = repeatedSentences(posts);
  console.log(`sentences of 8+ words in more than 3 posts: ${found.length}`);
  assert.deepEqual(
    found.map((r) => `"${r.sentence}" in ${r.files.length} posts: ${r.files.join(', ')}`),
    [],
  );
});
