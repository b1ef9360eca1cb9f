// Issue 44. Small cases and a bad post of tests/fixtures/bad-posts/ show the checks fail when they
// should.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {readPostText, readSitePosts} from './postText';
import {repeatedSentences} from './repeatedSentences';
import {venueCloser} from './venueCloser';
import {sharedClosers} from './sharedClosers';

const siteDir = path.resolve(__dirname, '../..');

test('reads the sentences of a post, skipping front matter, code and headings', () => {
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
  const sentences = [
    'First sentence of the post.',
    'Second one, with a link and code!',
    'A list item stands alone',
    'and so does this one.',
  ];
  assert.deepEqual(post.sentences, sentences);
});

test('names the file of an unclosed code block', () => {
  assert.throws(() => readPostText('blog/open.md', '```bash\nls\n'), /blog\/open\.md/);
});

test('reports a sentence of 8+ words in 4+ posts, with its files', () => {
  const stock = 'Tagged sources are on the releases page as usual.';
  const short = 'Thanks to all of our contributors today.';
  const posts = ['a', 'b', 'c', 'd'].map((name, i) => ({
    file: `release/${name}.md`,
    headings: [],
    sentences: [
      i < 3 ? 'Three posts share this one sentence of many words.' : 'Something else.',
      short,
      i % 2 ? stock.toUpperCase() : stock,
    ],
  }));
  const found = repeatedSentences(posts).map((r) => [r.sentence.toLowerCase(), r.files]);
  assert.deepEqual(found, [
    [stock.toLowerCase(), ['release/a.md', 'release/b.md', 'release/c.md', 'release/d.md']],
  ]);
});

test("reports a closing link to the article's site front page or a writer's page", () => {
  const closer = (...paragraphs: string[]) =>
    venueCloser(readPostText('blog/x.md', paragraphs.join('\n\n')));
  const article = 'Read [the article](https://www.redhat.com/sysadmin/some-article).';
  assert.equal(
    closer(
      article,
      'It is short. [Enable Sysadmin](https://www.redhat.com/sysadmin/) has many more.',
    ),
    '[Enable Sysadmin](https://www.redhat.com/sysadmin/) has many more.',
  );
  assert.equal(
    closer(
      '[The post](https://blog.example.org/2020/01/a-post/?utm=x).',
      'More on [the blog](https://blog.example.org).',
    ),
    'More on [the blog](https://blog.example.org).',
  );
  // The article itself, a page beside it, or a site the post does not point into, is not a venue
  // closer.
  assert.equal(
    closer('On [Enable Sysadmin](https://www.redhat.com/sysadmin/): intro.', article),
    undefined,
  );
  assert.equal(
    closer(
      'Also [the post](https://medium.com/@someone/a-post-1a2b).',
      'She has more [on her page](https://medium.com/@someone).',
    ),
    'She has more [on her page](https://medium.com/@someone).',
  );
  assert.equal(
    closer(article, 'Learn more at [boot2podman.github.io](https://boot2podman.github.io/).'),
    undefined,
  );
  assert.equal(closer(article, 'Questions go to [the mailing list](/community).'), undefined);
  // A repository is not a venue's front page, though the post links one of its issues.
  assert.equal(
    closer(
      'See [issue 1](https://github.com/containers/podman/issues/1).',
      'Open more in [the repository](https://github.com/containers/podman).',
    ),
    undefined,
  );
  // A writer's page on the article's site is a venue page too (issue 56: "more of Jack Wallen's
  // articles").
  assert.equal(
    closer(article, 'See also [the author page](https://www.redhat.com/sysadmin/users/someone).'),
    'See also [the author page](https://www.redhat.com/sysadmin/users/someone).',
  );
  const wallen =
    'You can find more of [his articles](https://thenewstack.io/author/jack-wallen/) on [The New Stack](https://thenewstack.io/).';
  assert.equal(
    closer(
      '[The tutorial](https://thenewstack.io/deploy-a-pod-on-centos-with-podman/) shows pods.',
      wallen,
    ),
    wallen,
  );
  // An author page elsewhere, or the post's only link, is not.
  assert.equal(
    closer(article, 'Its author writes [on her own site](https://example.org/author/someone).'),
    undefined,
  );
  const file = 'tests/fixtures/bad-posts/2022-01-22-venue-closer.md';
  assert.equal(
    venueCloser(readPostText(file, fs.readFileSync(path.join(siteDir, file), 'utf8'))),
    'Browse [the sysadmin site](https://example.com/sysadmin/) for more articles of this kind.',
  );
});

/** A post of `paragraphs` after an opening one, the last closing it. */
const closing = (file: string, ...paragraphs: string[]) =>
  readPostText(file, ['Opening.', ...paragraphs].join('\n\n'));

test('ignores a phrasing in two posts, or in names, links out, code or grammar', () => {
  const found = sharedClosers([
    closing('blog/a.md', 'Our post on the demo has the details.'),
    closing('blog/b.md', 'Text. [Our summary](/blogs/x) has the details, with commands.'),
    closing('blog/c.md', '- A list item ends it.\n- The release notes have the details too.', ''),
    closing('blog/d.md', 'The details: [Red Hat Enable Sysadmin](https://example.com/a).'),
    closing('blog/e.md', 'It is in the [Red Hat Enable Sysadmin](https://example.com/b) archive.'),
    closing(
      'blog/f.md',
      'It is in the `podman kube play` docs for Podman v4.3.0 and Red Hat Enable Sysadmin.',
    ),
    closing('blog/g.md', 'Has the details, in the middle.', 'But this closes it.'),
  ]).map((r) => [r.phrasing, r.files]);
  // "has the details" ends a, b and (as "have the details", another phrasing) not c; "it is in the"
  // is grammar; titles of outside links, code, versions and names break a run.
  assert.deepEqual(found, []);
});

test('reports a phrasing of three own words that closes three posts', () => {
  const third = sharedClosers([
    closing('blog/a.md', 'Our post on the demo has the details.'),
    closing('blog/b.md', 'Text. [Our summary](/blogs/x) has the details, with commands.'),
    closing('blog/c.md', 'Everything else has the details.'),
  ]).map((r) => [r.phrasing, r.files]);
  assert.deepEqual(third, [['has the details', ['blog/a.md', 'blog/b.md', 'blog/c.md']]]);
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

test("no post ends by sending readers to its article's site or a writer's page", () => {
  const closers = posts
    .filter((post) => venueCloser(post) !== undefined)
    .map((post) => `${post.file}: ${venueCloser(post)}`);
  console.log(`posts ending on a venue closer: ${closers.length}`);
  assert.deepEqual(closers, []);
});

test('no phrasing of three or more words closes more than two posts', () => {
  const shared = sharedClosers(posts);
  console.log(`phrasings closing more than two posts: ${shared.length}`);
  assert.deepEqual(
    shared.map((r) => `"${r.phrasing}" closes ${r.files.length} posts: ${r.files.join(', ')}`),
    [],
  );
});
