import {test} from 'node:test';
import assert from 'node:assert/strict';
import {pageExcerpt, textStart} from './excerpt';

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
  assert.ok(excerpt.startsWith('w32 '));
  assert.equal(excerpt.split(' ').length, 30);
  assert.match(excerpt, /<mark>&lt;b&gt;<\/mark> w41 w42 w43 w44 <mark>w45<\/mark>/);
});
