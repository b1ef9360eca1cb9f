// Tests of src/components/SearchDialog/spelling.ts: known words and corrections.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  allowedEdits,
  closestWords,
  corrections,
  isKnown,
  parseVocabulary,
  shardsFor,
} from './spelling';

// A vocabulary as the build writes it: `stem pages [form]`, sorted by stem.
const vocabulary = parseVocabulary(
  [
    'bioinformat 1 bioinformatics',
    'checkpoint 9',
    'contain 140 container',
    'exist 31 existing',
    'happi 3 happy',
    'healthcheck 5 healthchecks',
    'instal 51 install',
    'net 20',
    'runlabel 4',
    'tent 1',
    'test 30',
    'troubleshoot 6 troubleshooting',
  ].join('\n'),
);

// A word may be one edit away at 4 to 7 letters, two from 8, none below 4.
for (const [word, edits] of [
  ['pod', 0],
  ['tent', 1],
  ['network', 1],
  ['checkpoint', 2],
] as const) {
  test(`"${word}" may be ${edits} edits away`, () => {
    assert.equal(allowedEdits(word), edits);
  });
}

// A word is known when a word of the site begins with it, or it is one of the site's stems with an
// ending.
for (const word of [
  'checkpoint',
  'checkpo',
  'checkpointed',
  'containers',
  'installing',
  'happiness',
  'healthchecks',
]) {
  test(`"${word}" is known`, () => {
    assert.ok(isKnown(word, vocabulary));
  });
}
for (const word of ['chekpoint', 'runlabil', 'helthcheck', 'instll']) {
  test(`"${word}" is not known`, () => {
    assert.ok(!isKnown(word, vocabulary));
  });
}

// Written as the pages write them.
test("corrects the issue's misspellings to their words", () => {
  const meant = {
    chekpoint: 'checkpoint',
    helthcheck: 'healthcheck',
    runlabil: 'runlabel',
    bioinforamtics: 'bioinformatics',
    troubleshoottng: 'troubleshooting',
  };
  const fixed = corrections(Object.keys(meant), vocabulary);
  assert.deepEqual(Object.fromEntries([...fixed].map(([typed, c]) => [typed, c[0]!.word])), meant);
});

test('leaves known words, short words, numbers and words far from any', () => {
  assert.deepEqual(
    [...corrections(['checkpoint', 'pdo', 'v4.3', '2020', 'qwertyuiop', 'xylophone'], vocabulary)],
    [],
  );
});

test('prefers, among words as close, the one that starts the same', () => {
  // "tnet" is one swap from "tent" and one drop from "net" (on more pages).
  assert.equal(closestWords('tnet', vocabulary)[0]?.word, 'tent');
});

test('prefers the word fewer edits away', () => {
  // "tsst" is one replacement from "test" (30 pages) and from "tent" is two.
  assert.equal(closestWords('tsst', vocabulary)[0]?.word, 'test');
});

// Of its correctable words only.
test('fetches one vocabulary file per first letter of a query', () => {
  assert.deepEqual(shardsFor(['chekpoint', 'podman', 'pods', 'v4.3', 'in', 'élan']), [
    '_',
    'c',
    'p',
  ]);
});

test('a word with an ending is corrected by the edits of the word without it', () => {
  // "exsits": "exsit" is one swap from the stem "exist"; "exists" is not a form the vocabulary
  // writes.
  assert.deepEqual(closestWords('exsits', vocabulary), [{word: 'exist', distance: 2, pages: 31}]);
  assert.equal(corrections(['exsits'], vocabulary).get('exsits')?.[0]?.word, 'exist');
});
