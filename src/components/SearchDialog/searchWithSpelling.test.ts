// Tests of src/components/SearchDialog/searchWithSpelling.ts.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {correctedQuery, mayBeMisspelled, searchWithSpelling} from './searchWithSpelling';
import {parseVocabulary} from './spelling';
import {fakePagefind} from '../../../tests/fixtures/searchFake';

const site = {
  doc: 'checkpoint restore running container',
  post: 'checkpoint container migration',
  other: 'restore running container backup',
  more: 'running container tips',
  also: 'container running often',
};
const vocabulary = parseVocabulary(
  'backup 1\ncheckpoint 2\ncontain 5 container\nmigrat 1 migration\nrestor 2 restore\nrun 4 running\ntip 1 tips\n',
);
const urls = (outcome: {page: {url: string}[]}) => outcome.page.map((d) => d.url);
/**
 * A search that fetches the vocabulary when asked: what it corrected, the pages it shows, and how
 * often it fetched.
 */
async function counted(query: string) {
  let loads = 0;
  const outcome = await searchWithSpelling(fakePagefind(site), query, 5, {
    load: async () => {
      loads++;
      return vocabulary;
    },
    loaded: () => undefined,
  });
  return {corrected: outcome.corrected, shown: urls(outcome), loads};
}

test('searches a query spelled right as typed, fetching no vocabulary', async () => {
  assert.deepEqual(await counted('running container'), {
    corrected: undefined,
    shown: ['/doc', '/other', '/more', '/also', '/post'],
    loads: 0,
  });
});

// The line says which.
test("searches a misspelled word as the site's closest word", async () => {
  assert.deepEqual(await counted('chekpoint'), {
    corrected: 'checkpoint',
    shown: ['/doc', '/post'],
    loads: 1,
  });
});

test('corrects at once with the vocabulary at hand', async () => {
  const atHand = await searchWithSpelling(fakePagefind(site), 'chekpoint', 5, {
    load: () => Promise.reject(new Error('not asked')),
    loaded: () => vocabulary,
  });
  assert.deepEqual([atHand.corrected, urls(atHand)], ['checkpoint', ['/doc', '/post']]);
});

// With one word misspelled: before the pages holding some typed ones.
test('ranks the pages holding every corrected word first', async () => {
  const {corrected, shown} = await counted('chekpoint and restore a running container');
  assert.deepEqual([corrected, shown[0]], ['checkpoint and restore a running container', '/doc']);
  assert.deepEqual(new Set(shown), new Set(['/doc', '/post', '/other', '/more', '/also']));
});

// Among words as close.
test('takes the word that makes a query some page holds in full', async () => {
  const pages = {chat: 'chat room', chatter: 'chat channel', sheet: 'cheat sheet'};
  const words = parseVocabulary('channel 1\nchat 2\ncheat 1\nroom 1\nsheet 1\n');
  const outcome = await searchWithSpelling(fakePagefind(pages), 'cehat sheet', 5, {
    load: async () => words,
    loaded: () => undefined,
  });
  assert.deepEqual([outcome.corrected, outcome.page[0]?.url], ['cheat sheet', '/sheet']);
});

test('corrects nothing when asked for the query as typed', async () => {
  const outcome = await searchWithSpelling(fakePagefind(site), 'chekpoint', 5, undefined);
  assert.deepEqual([outcome.corrected, outcome.page], [undefined, []]);
});

test('corrects nothing without a vocabulary', async () => {
  const offline = await searchWithSpelling(fakePagefind(site), 'chekpoint', 5, {
    load: () => Promise.reject(new Error('offline')),
    loaded: () => undefined,
  });
  assert.equal(offline.corrected, undefined);
});

/** Three shown results, each with this excerpt. */
const shown = (excerpt: string) => Array.from({length: 3}, () => ({excerpt, meta: {}}));

test('suspects a word no shown result was found by', () => {
  assert.ok(mayBeMisspelled('runlabil', shown('<mark>run</mark> a label')));
  // A word the site holds, followed by letters that are no ending: Pagefind found the beginning
  // only.
  assert.ok(mayBeMisspelled('troubleshoottng', shown('<mark>troubleshoot</mark> it')));
});

test('trusts a word the shown results begin with or end in', () => {
  assert.ok(!mayBeMisspelled('runlabel', shown('the <mark>runlabel</mark> command')));
  assert.ok(!mayBeMisspelled('containers', shown('a <mark>container</mark>')));
});

// The vocabulary is asked even when every word was found.
test('suspects every word when few results show', () => {
  assert.ok(mayBeMisspelled('runlabel', shown('the <mark>runlabel</mark> command').slice(0, 1)));
});

test('keeps the words typed around the corrected one', () => {
  assert.equal(
    correctedQuery(' How to instll on Ubuntu ', new Map([['instll', 'install']])),
    'How to install on Ubuntu',
  );
});
