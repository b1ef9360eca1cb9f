import {test} from 'node:test';
import assert from 'node:assert/strict';
import {excerptStart, pageExcerpt, textStart} from './excerpt';

const release = '4.0.0 v4.0.0 4.0 v4.0 Podman v4.0.0 Released. Podman 4.0 is here, with a new network stack & more.';

test("the page's text starts after the version spellings and the title", () => {
  assert.equal(textStart(release.split(' '), 'Podman v4.0.0 Released'), 7);
  assert.equal(textStart('Podman Checkpoint. Podman can take a checkpoint'.split(' '), 'Podman Checkpoint'), 2);
  // A page whose text does not open with its title keeps all of it.
  assert.equal(textStart('Run containers anywhere'.split(' '), 'Get Started'), 0);
});

test('the excerpt shows neither the version spellings nor the title, even when they hold the match', () => {
  // Words 1 and 3 ("v4.0.0", "v4.0") and 5 (the title's "v4.0.0") matched, and 8 ("4.0") in the text.
  const excerpt = pageExcerpt(release, [1, 3, 5, 8], 'Podman v4.0.0 Released');
  assert.equal(excerpt, 'Podman <mark>4.0</mark> is here, with a new network stack &amp; more.');
});

test('a match only in the title shows the start of the text', () => {
  assert.equal(pageExcerpt('Podman Checkpoint. Podman can take a checkpoint', [1], 'Podman Checkpoint'), 'Podman can take a checkpoint');
});

test('the excerpt is a run of words around the first match in the text, escaped', () => {
  const words = Array.from({length: 80}, (_, i) => `w${i}`);
  words[40] = '<b>';
  const excerpt = pageExcerpt(words.join(' '), [40, 45], undefined);
  // No sentence start near the match: a few words before it, with "…" on both sides.
  assert.ok(excerpt.startsWith('… w32 '), excerpt);
  assert.ok(excerpt.endsWith(' w61 …'), excerpt);
  assert.equal(excerpt.split(' ').length, 32);
  assert.match(excerpt, /<mark>&lt;b&gt;<\/mark> w41 w42 w43 w44 <mark>w45<\/mark>/);
});

test("the excerpt starts at the match's sentence when it is near, and says where words are cut", () => {
  const text = 'Podman runs pods. It was improved in many ways this year. Rootless containers now start faster than before, and networks too.';
  const words = text.split(' ');
  const rootless = words.indexOf('Rootless');
  assert.equal(excerptStart(words, rootless, 0), rootless, 'the match opens its sentence');
  const faster = words.indexOf('faster');
  assert.equal(excerptStart(words, faster, 0), rootless, "back to the start of the match's sentence");
  assert.equal(pageExcerpt(text, [faster], undefined), 'Rootless containers now start <mark>faster</mark> than before, and networks too.');
  // A sentence that starts the text: no "…" before it.
  assert.equal(pageExcerpt(text, [1], undefined), 'Podman <mark>runs</mark> pods. It was improved in many ways this year. Rootless containers now start faster than before, and networks too.');
});
