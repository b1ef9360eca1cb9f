/**
 * Posts read as written for themselves: no sentence of 8 or more words appears
 * in more than 3 posts (a stock sentence copied from post to post). The first
 * tests hold the reader and the check to small cases, so they are known to fail
 * when they should; the last one runs the check over the site.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {readPostText, readSitePosts} from './postText';
import {repeatedSentences} from './repeatedSentences';

const siteDir = path.resolve(__dirname, '..');

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
test('no sentence of 8 or more words appears in more than 3 posts', () => {
  const found = repeatedSentences(posts);
  console.log(`sentences of 8+ words in more than 3 posts: ${found.length}`);
  assert.deepEqual(
    found.map((r) => `"${r.sentence}" in ${r.files.length} posts: ${r.files.join(', ')}`),
    [],
  );
});
