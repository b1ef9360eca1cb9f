// Tests of plugins/social-cards/cache.ts: what a card's cache key follows, and warm builds.
import {test, type TestContext} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {scratchDir} from '../../tests/fixtures/scratchDir';
import {cacheDir, cardKey} from './cache';
import {writeCards} from './index';
import type {CardSpec} from './render';

const spec: CardSpec = {
  permalink: '/blogs/2020/06/29/a',
  title: 'Announcing Podman v2.0',
  section: 'Blog',
  date: '2020-06-29',
  authors: ['Brent Baude'],
};

test('the cache key does not follow the address', () => {
  assert.equal(cardKey({...spec, permalink: '/elsewhere'}, 't1'), cardKey(spec, 't1'));
});

// It follows title, date, authors, section and template.
for (const changed of [
  {title: 'Announcing Podman v2.1'},
  {date: '2020-06-30'},
  {authors: ['Brent Baude', 'Matt Heon']},
  {section: 'Release' as const},
]) {
  test(`the cache key follows the ${Object.keys(changed)[0]}`, () => {
    assert.notEqual(cardKey({...spec, ...changed}, 't1'), cardKey(spec, 't1'));
  });
}

test('the cache key follows the template', () => {
  assert.notEqual(cardKey(spec, 't2'), cardKey(spec, 't1'));
});

const other: CardSpec = {
  ...spec,
  permalink: '/blogs/2020/06/29/b',
  title: 'Podman and Buildah for Docker users',
};

/**
 * A first build of two cards with a cache of its own; `counts` makes the next build and says what
 * it drew.
 */
async function firstBuild(t: TestContext) {
  const tmp = scratchDir(t, 'cards-');
  const cache = path.join(tmp, 'cache');
  const counts = (specs: CardSpec[], out: string) =>
    writeCards(specs, path.join(tmp, out), cache).then(({drawn, reused}) => ({drawn, reused}));
  assert.deepEqual(await counts([spec, other], 'out1'), {drawn: 2, reused: 0});
  return {tmp, cache, counts};
}

test('copies every card from the cache in a warm build', async (t) => {
  const {tmp, counts} = await firstBuild(t);
  assert.deepEqual(await counts([spec, other], 'out2'), {drawn: 0, reused: 2});
  const file = 'img/cards/blogs/2020/06/29/a.png';
  assert.ok(
    fs
      .readFileSync(path.join(tmp, 'out1', file))
      .equals(fs.readFileSync(path.join(tmp, 'out2', file))),
  );
});

test('draws again only the card of an edited title', async (t) => {
  const {cache, counts} = await firstBuild(t);
  assert.deepEqual(await counts([{...spec, title: 'Announcing Podman v2.0.1'}, other], 'out3'), {
    drawn: 1,
    reused: 1,
  });
  // The card of the old title is gone from the cache: it holds what the last build used.
  assert.equal(fs.readdirSync(cache).filter((f) => f.endsWith('.png')).length, 2);
});

test('keeps the cache where SITE_CARDS_CACHE says, else in node_modules', () => {
  assert.equal(
    cacheDir('/site', {SITE_CARDS_CACHE: 'elsewhere/cards'}),
    path.resolve('elsewhere/cards'),
  );
  assert.equal(cacheDir('/site', {}), path.join('/site', 'node_modules', '.cache', 'social-cards'));
});
