// Issue 34 point 1, issue 44 point 1. Crafted text and tests/fixtures/bad-posts/ show the check
// fails when it should.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {bylineKeys, findBylineMentions, readAuthors, scanSiteBylines} from './ownByline';

const siteDir = path.resolve(__dirname, '../..');
const fixtures = path.join(siteDir, 'tests/fixtures/bad-posts');
const authors = readAuthors(
  'dwalsh:\n  name: "Dan Walsh"\nsumantro:\n  name: "Sumantro"\nmheon:\n  name: "Matthew Heon"\n  short_names: [Matt]\n',
);

const found = (markdown: string) =>
  findBylineMentions('blog/crafted.md', markdown, authors).map((m) => `${m.line} ${m.words}`);

const crafted = [
  '---',
  'title: "Dan Walsh\'s tips"',
  'description: "Tips from Dan Walsh, with \\"Dan\\" quoted."',
  'authors: [dwalsh]',
  '---',
  "Here is another entry in Dan Walsh's series.",
  'See [Dan’s post](https://example.com/Dan%20Walsh) for more.',
  'As "Dan Walsh" and “Dan’s Podman” put it, quoted words are theirs.',
  '> Dan Walsh said this in a quote.',
  "Run `echo Dan Walsh` and then read on; Danny's and Dan Walshington are other people, and so are Dan Brown and Jo Walsh.",
  '```bash',
  'echo "Dan\'s"',
  '```',
  'Matthew Heon is not on the byline, so naming him is fine.',
].join('\n');

// Not in the title, quotes, code or namesakes.
test("flags by line the author's name in the description and prose", () => {
  assert.deepEqual(found(crafted), ['3 Dan Walsh', "6 Dan Walsh's", '7 Dan’s']);
});

test('flags nothing in a post written in the first person', () => {
  const firstPerson = crafted
    .replace('Tips from Dan Walsh, with', 'My tips, with')
    .replace("another entry in Dan Walsh's series", 'another entry in my series')
    .replace('[Dan’s post]', '[my post]');
  assert.deepEqual(found(firstPerson), []);
});

test('flags the first name, the surname and the short name too', () => {
  assert.deepEqual(
    found('---\nauthors: [mheon]\n---\nMatt wrote it. Heon agrees. Matthew, too; Matt Heon signs.'),
    ['4 Matt', '4 Heon', '4 Matthew', '4 Matt Heon'],
  );
  assert.deepEqual(
    found("---\nauthors: [dwalsh]\n---\nDan wrote it, and Walsh's slides are online."),
    ['4 Dan', "4 Walsh's"],
  );
});

test('flags a pronoun after the author was named', () => {
  assert.deepEqual(
    found(
      '---\nauthors: [dwalsh]\n---\nDan Walsh spoke at the All Systems Go! conference. His talk was recorded.',
    ),
    ['4 Dan Walsh', '4 His'],
  );
});

test('flags a pronoun when nobody was named before it', () => {
  assert.deepEqual(
    found('---\nauthors: [dwalsh]\n---\nI spoke in Berlin.\n\nHis slides are online.'),
    ['6 His'],
  );
});

test('flags no pronoun after another person was named', () => {
  assert.deepEqual(
    found(
      "---\nauthors: [dwalsh]\n---\nI mentored Divyansh Kamboj, and he wrote the tool. Scott's article is good; she liked it.",
    ),
    [],
  );
});

/** The mentions found in a post by dwalsh of this description and body. */
const described = (description: string, body = 'I wrote this.') =>
  found(`---\ndescription: "${description}"\nauthors: [dwalsh]\n---\n${body}`);

// As "A research computing admin shows…".
test('flags a description that presents its own author by role', () => {
  // Issue 64: the bioinformatics post's description, and the other ways a post can name its writer
  // by role.
  assert.deepEqual(
    described('A research computing admin shows how rootless Podman serves bioinformatics.'),
    ['2 A research computing admin'],
  );
  assert.deepEqual(described('The author explains why cgroup v2 matters.'), ['2 The author']);
  assert.deepEqual(described('Tips from a Podman maintainer on rootless pulls.'), [
    '2 a Podman maintainer',
  ]);
  assert.deepEqual(described('How an SELinux developer walks through the denial.'), [
    '2 an SELinux developer',
  ]);
});

// Someone else by role, readers by role, or the first person, are not the author.
test('flags no other person, and no reader, named by role', () => {
  assert.deepEqual(described('Ceri Williams, a Percona engineer, shows PMM without root.'), []);
  assert.deepEqual(
    described('How an ordinary user runs containers, and what an admin sets up.'),
    [],
  );
  assert.deepEqual(described('As a maintainer, I explain the release.'), []);
});

test('looks for the author by role in the description only', () => {
  assert.deepEqual(described('My notes.', 'A research computing admin shows how.'), []);
});

test('reads the byline as a list or a single key', () => {
  const bylines = [
    '---\nauthors: [dwalsh, mheon]\n---\nbody',
    '---\nauthors: sumantro\n---\nbody',
    'no front matter',
  ];
  assert.deepEqual(
    bylines.map((text) => bylineKeys(text).keys),
    [['dwalsh', 'mheon'], ['sumantro'], []],
  );
  assert.deepEqual(found('---\nauthors: sumantro\n---\nSumantro tested it.'), ['4 Sumantro']);
});

test('fails on an author missing from the authors file', () => {
  assert.throws(
    () => findBylineMentions('blog/x.md', '---\nauthors: [nobody]\n---\nText.', authors),
    /blog\/x\.md.*nobody/,
  );
});

test('fails on short_names that are no list', () => {
  assert.throws(
    () => readAuthors('mheon:\n  name: "Matthew Heon"\n  short_names: Matt\n', 'blog/authors.yml'),
    /blog\/authors\.yml: mheon\.short_names/,
  );
});

const blogAuthors = readAuthors(
  fs.readFileSync(path.join(siteDir, 'blog/authors.yml'), 'utf8'),
  'blog/authors.yml',
);
const badPosts: Record<string, string[]> = {
  // The sudo pointer of issue 44: "I have written…", then "Matt's article".
  '2022-01-18-byline-short-name.md': ['3 Matt Heon', "12 Matt's", "14 Matt's"],
  // The two talk notices of issue 44, run together.
  '2022-01-19-byline-talk.md': [
    "3 Dan Walsh's",
    '8 Dan Walsh',
    '8 His',
    "12 Dan's",
    '12 his',
    '14 Dan',
    '14 Walsh',
  ],
  // A first-person post whose description still names its author.
  '2022-01-20-byline-description.md': ["3 Brent Baude's"],
  // A pronoun left behind with nobody named before it, and the short name Tom.
  '2022-01-21-byline-pronoun.md': ['7 His', '11 Tom', '11 Tom Sweeney'],
};

for (const [post, expected] of Object.entries(badPosts)) {
  test(`the bad post ${post} is flagged where it names its author`, () => {
    const mentions = findBylineMentions(
      post,
      fs.readFileSync(path.join(fixtures, post), 'utf8'),
      blogAuthors,
    );
    assert.deepEqual(
      mentions.map((m) => `${m.line} ${m.words}`),
      expected,
    );
  });
}

test("keeps an author's name and short names the same in both files", () => {
  const releaseAuthors = readAuthors(
    fs.readFileSync(path.join(siteDir, 'release/authors.yml'), 'utf8'),
    'release/authors.yml',
  );
  for (const [key, person] of releaseAuthors) {
    assert.deepEqual(
      person,
      blogAuthors.get(key),
      `${key} differs between blog/authors.yml and release/authors.yml`,
    );
  }
});

// Of blog/ and release/.
test('finds no post naming its own byline author outside quotes', () => {
  assert.deepEqual(
    scanSiteBylines(siteDir).map(
      (m) => `${m.file}:${m.line} names its author ${m.author} as "${m.words}"`,
    ),
    [],
  );
});
