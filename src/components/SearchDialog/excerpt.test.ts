// Tests of src/components/SearchDialog/excerpt.ts: what a result's excerpt shows.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {excerptStart, pageHit, textStart} from './excerpt';

const release =
  '4.0.0 v4.0.0 4.0 v4.0 Podman v4.0.0 Released. Podman 4.0 is here, with a new network stack & more.';

test("the page's text starts after the version spellings and the title", () => {
  assert.equal(textStart(release.split(' '), 'Podman v4.0.0 Released'), 7);
  assert.equal(
    textStart('Podman Checkpoint. Podman can take a checkpoint'.split(' '), 'Podman Checkpoint'),
    2,
  );
  // A page whose text does not open with its title keeps all of it.
  assert.equal(textStart('Run containers anywhere'.split(' '), 'Get Started'), 0);
});

test('leaves the version spellings and the title out of the excerpt', () => {
  // Words 1 and 3 ("v4.0.0", "v4.0") and 5 (the title's "v4.0.0") matched, and 8 ("4.0") in the
  // text.
  const excerpt = pageHit(release, [1, 3, 5, 8], 'Podman v4.0.0 Released').excerpt;
  assert.equal(excerpt, 'Podman <mark>4.0</mark> is here, with a new network stack &amp; more.');
});

test('shows the start of the text for a match in the title alone', () => {
  assert.equal(
    pageHit('Podman Checkpoint. Podman can take a checkpoint', [1], 'Podman Checkpoint').excerpt,
    'Podman can take a checkpoint',
  );
});

/** The excerpt of 80 words with no sentence start, matched at words 40 ("<b>") and 45. */
function farExcerpt() {
  const words = Array.from({length: 80}, (_, i) => `w${i}`);
  words[40] = '<b>';
  return pageHit(words.join(' '), [40, 45], undefined).excerpt;
}

// No sentence start near the match: a few words before it, with "…" on both sides.
test('cuts a run of words around a match far from a sentence start', () => {
  const excerpt = farExcerpt();
  assert.match(excerpt, /^… w32 .* w61 …$/);
  assert.equal(excerpt.split(' ').length, 32);
});

test('escapes the excerpt and marks each match', () => {
  assert.match(farExcerpt(), /<mark>&lt;b&gt;<\/mark> w41 w42 w43 w44 <mark>w45<\/mark>/);
});

const sentences =
  'Podman runs pods. It was improved in many ways this year. Rootless containers now start faster than before, and networks too.';

// Saying where words are cut.
test("starts the excerpt at the match's sentence when it is near", () => {
  const textWords = sentences.split(' ');
  const [rootless, faster] = [textWords.indexOf('Rootless'), textWords.indexOf('faster')];
  assert.equal(excerptStart(textWords, rootless, 0), rootless, 'the match opens its sentence');
  assert.equal(
    excerptStart(textWords, faster, 0),
    rootless,
    "back to the start of the match's sentence",
  );
  assert.equal(
    pageHit(sentences, [faster], undefined).excerpt,
    'Rootless containers now start <mark>faster</mark> than before, and networks too.',
  );
});

test('puts no "…" before a sentence that starts the text', () => {
  assert.equal(
    pageHit(sentences, [1], undefined).excerpt,
    'Podman <mark>runs</mark> pods. It was improved in many ways this year. Rootless containers now start faster than before, and networks too.',
  );
});

// A doc as Pagefind holds it: the title, an opening paragraph, then two sections whose headings run
// into their text.
const doc =
  'Getting Started. Podman runs containers. Networking Podman creates networks for you. Checkpoint, restore and migration Checkpointing a container freezes it.';
const docAnchors = [
  {element: 'h3', id: 'networking', text: 'Networking\u200b', location: 5},
  {
    element: 'h3',
    id: 'checkpoint-restore-and-migration',
    text: 'Checkpoint, restore and migration\u200b',
    location: 11,
  },
  // Not a heading: an id on a section or a figure makes no hit of its own.
  {element: 'section', id: 'chat', text: '', location: 11},
];

const checkpointing = doc.split(' ').indexOf('Checkpointing');
const hitIn = (locations: number[]) => pageHit(doc, locations, 'Getting Started', docAnchors);
const frozen = '<mark>Checkpointing</mark> a container freezes it.';

test("excerpts the matched section's text alone, its heading apart", () => {
  const section = {
    id: 'checkpoint-restore-and-migration',
    heading: 'Checkpoint, restore and migration',
  };
  assert.deepEqual(hitIn([checkpointing]), {excerpt: frozen, section});
  // A match in the heading itself: the heading is the hit's line, the excerpt the section's text.
  assert.deepEqual(hitIn([11, checkpointing]).excerpt, frozen);
  // The excerpt of the first section stops before the next heading.
  assert.deepEqual(hitIn([7]), {
    excerpt: 'Podman <mark>creates</mark> networks for you.',
    section: {id: 'networking', heading: 'Networking'},
  });
});

// Even when the excerpt is from a section.
test('makes the page itself the hit when its title matched', () => {
  // The title's "Started" is word 1.
  assert.deepEqual(hitIn([1, checkpointing]), {excerpt: frozen});
});

// The opening stops at the first heading.
test('excerpts the opening for a match before the first section, or none', () => {
  assert.deepEqual(hitIn([3]), {excerpt: 'Podman <mark>runs</mark> containers.'});
  assert.deepEqual(hitIn([0]), {excerpt: 'Podman runs containers.'});
});

test('excerpts the first section, with its heading, of a page with no opening', () => {
  assert.deepEqual(
    pageHit('Title. Networking Podman creates networks.', [], 'Title', [
      {element: 'h2', id: 'networking', text: 'Networking', location: 1},
    ]),
    {
      excerpt: 'Podman creates networks.',
      section: {id: 'networking', heading: 'Networking'},
    },
  );
});

const containers = doc.split(' ').indexOf('containers.');
const container = doc.split(' ').indexOf('container');
const hitFor = (locations: number[], terms: string[]) =>
  pageHit(doc, locations, 'Getting Started', docAnchors, terms);

// Though one of the words comes earlier in the page.
test('makes the section that holds every query word the hit', () => {
  // "checkpointing a container": "containers" in the opening, both words only in the checkpoint
  // section.
  assert.deepEqual(hitFor([containers, checkpointing, container], ['checkpointing', 'container']), {
    excerpt: '<mark>Checkpointing</mark> a <mark>container</mark> freezes it.',
    section: {id: 'checkpoint-restore-and-migration', heading: 'Checkpoint, restore and migration'},
  });
});

test("makes the first match's part the hit when none holds every word", () => {
  // Here the opening.
  assert.deepEqual(hitFor([containers, 7], ['containers', 'creates']), {
    excerpt: 'Podman runs <mark>containers.</mark>',
  });
});

// Such a word is not one the opening must hold to be the hit.
test('takes no word matched in part, as in a path, for a query word', () => {
  const text =
    'Checkpoint. Take a checkpoint of a container. Migrating Copy the checkpoint, /tmp/checkpoint.tar, to the other container.';
  const words = text.split(' ');
  const anchors = [
    {element: 'h2', id: 'migrating', text: 'Migrating', location: words.indexOf('Migrating')},
  ];
  const locations = words.flatMap((w, i) => (/checkpoint|container/i.test(w) && i > 0 ? [i] : []));
  assert.deepEqual(
    pageHit(text, locations, 'Checkpoint', anchors, ['checkpointing', 'container']),
    {
      excerpt: 'Take a <mark>checkpoint</mark> of a <mark>container.</mark>',
    },
  );
});
