// Tests of plugins/search-index/synonymCollisions.ts.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {searchPhrase, synonymCollisions} from './synonymCollisions';

const slim = {
  source: 'blog/2019-05-18-micro-dnf.md',
  title: 'Building Smaller Container Images',
  synonyms: ['image size', 'the Podman cheat sheet'],
};
const cheats = {source: 'blog/2019-06-13-podman-cheatsheet.md', title: 'Podman Cheat Sheet'};

test('takes a phrase as the search does: no case, small words or "podman"', () => {
  assert.equal(searchPhrase('The Podman Cheat-Sheet!'), 'cheat sheet');
  assert.equal(searchPhrase('How do I run Podman on a Mac?'), 'run mac');
});

test("warns of a synonym that is another post's title, naming both files", () => {
  assert.deepEqual(synonymCollisions([slim, cheats]), [
    'search: the synonym "the Podman cheat sheet" of blog/2019-05-18-micro-dnf.md is the title of blog/2019-06-13-podman-cheatsheet.md ("Podman Cheat Sheet"); a search for it would lead to both. Name blog/2019-05-18-micro-dnf.md\'s own subject instead.',
  ]);
  // A synonym that is its own title, or only part of another title, is no collision.
  assert.deepEqual(
    synonymCollisions([
      {...slim, synonyms: ['building smaller container images', 'cheat']},
      cheats,
    ]),
    [],
  );
});
