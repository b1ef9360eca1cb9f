// Tests of config/readingTime.ts: whole minutes, each text counted once.
import test from 'node:test';
import assert from 'node:assert/strict';
import {wholeMinutes} from './readingTime';

type Params = Parameters<typeof wholeMinutes>[0];

/**
 * A stand-in for Docusaurus's count: a minute for every 10 words, and a note of each text it was
 * asked about.
 */
function counter() {
  const asked: string[] = [];
  const defaultReadingTime: Params['defaultReadingTime'] = ({content}) => {
    asked.push(content);
    return content.split(/\s+/).filter(Boolean).length / 10;
  };
  const minutes = (content: string, locale = 'en') =>
    wholeMinutes({content, locale, frontMatter: {}, defaultReadingTime});
  return {asked, minutes};
}

test('a reading time is rounded up to whole minutes, as the page shows it', () => {
  const {minutes} = counter();
  assert.equal(minutes('one two three four five six seven eight nine ten eleven'), 2);
  assert.equal(minutes('one two three four five six seven eight nine ten'), 1);
  assert.equal(minutes('a few words'), 1);
});

test('counts a text once', () => {
  const {asked, minutes} = counter();
  const post = `A post of its own words ${Math.random()}`;
  minutes(post);
  minutes(post);
  assert.deepEqual(asked, [post]);
});

test('counts an edited text again, and the same text in another locale', () => {
  const {asked, minutes} = counter();
  const post = `A post of its own words ${Math.random()}`;
  minutes(post);
  minutes(`${post} and one sentence more.`);
  minutes(post, 'fr');
  assert.equal(asked.length, 3);
});
