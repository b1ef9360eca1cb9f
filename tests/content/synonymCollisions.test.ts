// Tests of tests/content/synonymCollisions.ts, and the site's posts and docs held to it.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {scratchDir} from '../fixtures/scratchDir';
import {searchPhrase, siteSubjects, synonymCollisions} from './synonymCollisions';

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

test("reads each post's and doc's title and synonyms, leaving out short notices", (t) => {
  const site = scratchDir(t, 'synonyms-', {
    'blog/2019-05-18-micro-dnf.md': '---\ntitle: Small Images\nsynonyms: [cheat sheet]\n---\nText.',
    'blog/2019-06-13-new.md': '---\ntitle: Cheat Sheet\n---\nSee [it](/blogs/2019/06/13/x).',
    'release/2019-06-13-cheats.md': '---\ntitle: Cheat Sheet\n---\nText.',
    'docs/intro.md': '# Small images\n\nText.',
  });
  assert.deepEqual(siteSubjects(site), [
    {source: 'blog/2019-05-18-micro-dnf.md', title: 'Small Images', synonyms: ['cheat sheet']},
    {source: 'release/2019-06-13-cheats.md', title: 'Cheat Sheet', synonyms: undefined},
    {source: 'docs/intro.md', title: 'Small images', synonyms: undefined},
  ]);
  assert.equal(synonymCollisions(siteSubjects(site)).length, 1);
});

test("the site's synonyms are no other page's title", () => {
  assert.deepEqual(synonymCollisions(siteSubjects(path.resolve(__dirname, '../..'))), []);
});
