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

test('the excerpt shows neither the version spellings nor the title, even when they hold the match', () => {
  // Words 1 and 3 ("v4.0.0", "v4.0") and 5 (the title's "v4.0.0") matched, and 8 ("4.0") in the text.
  const excerpt = pageHit(release, [1, 3, 5, 8], 'Podman v4.0.0 Released').excerpt;
  assert.equal(excerpt, 'Podman <mark>4.0</mark> is here, with a new network stack &amp; more.');
  // A match only in the title shows the start of the text.
  assert.equal(
    pageHit('Podman Checkpoint. Podman can take a checkpoint', [1], 'Podman Checkpoint').excerpt,
    'Podman can take a checkpoint',
  );
});

test("the excerpt is a run of words around the first match in the text, escaped, from the match's sentence when near", () => {
  const words = Array.from({length: 80}, (_, i) => `w${i}`);
  words[40] = '<b>';
  const excerpt = pageHit(words.join(' '), [40, 45], undefined).excerpt;
  // No sentence start near the match: a few words before it, with "…" on both sides.
  assert.match(excerpt, /^… w32 .* w61 …$/);
  assert.equal(excerpt.split(' ').length, 32);
  assert.match(excerpt, /<mark>&lt;b&gt;<\/mark> w41 w42 w43 w44 <mark>w45<\/mark>/);
  // It starts at the match's sentence when that is near, and says where words are cut.
  const text =
    'Podman runs pods. It was improved in many ways this year. Rootless containers now start faster than before, and networks too.';
  const textWords = text.split(' ');
  const [rootless, faster] = [textWords.indexOf('Rootless'), textWords.indexOf('faster')];
  assert.equal(excerptStart(textWords, rootless, 0), rootless, 'the match opens its sentence');
  assert.equal(
    excerptStart(textWords, faster, 0),
    rootless,
    "back to the start of the match's sentence",
  );
  assert.equal(
    pageHit(text, [faster], undefined).excerpt,
    'Rootless containers now start <mark>faster</mark> than before, and networks too.',
  );
  // A sentence that starts the text: no "…" before it.
  assert.equal(
    pageHit(text, [1], undefined).excerpt,
    'Podman <mark>runs</mark> pods. It was improved in many ways this year. Rootless containers now start faster than before, and networks too.',
  );
});

// A doc as Pagefind holds it: the title, an opening paragraph, then two sections whose headings run into their text.
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

test("a match in a section gives the section's heading apart and an excerpt of its text alone", () => {
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
  // A page whose title matched ("Started", word 1) is the hit itself, even when the excerpt is from a section.
  assert.deepEqual(hitIn([1, checkpointing]), {excerpt: frozen});
});

test('a match before the first section, or none in the text, is the opening text, which stops at the first heading', () => {
  assert.deepEqual(hitIn([3]), {excerpt: 'Podman <mark>runs</mark> containers.'});
  assert.deepEqual(hitIn([0]), {excerpt: 'Podman runs containers.'});
  // A page with no text before its first heading: that section, with its heading.
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

test('a hit whose query words all stand in one section is that section, though one of them comes earlier', () => {
  const words = doc.split(' ');
  const [containers, container] = [words.indexOf('containers.'), words.indexOf('container')];
  const hit = (locations: number[], terms: string[]) =>
    pageHit(doc, locations, 'Getting Started', docAnchors, terms);
  // "checkpointing a container": "containers" in the opening, both words only in the checkpoint section.
  assert.deepEqual(hit([containers, checkpointing, container], ['checkpointing', 'container']), {
    excerpt: '<mark>Checkpointing</mark> a <mark>container</mark> freezes it.',
    section: {id: 'checkpoint-restore-and-migration', heading: 'Checkpoint, restore and migration'},
  });
  // No part holds every word: the first match's part, here the opening.
  assert.deepEqual(hit([containers, 7], ['containers', 'creates']), {
    excerpt: 'Podman runs <mark>containers.</mark>',
  });
});

test('a word matched for a part of it, as in a path, is not a word of the query the opening must hold', () => {
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
