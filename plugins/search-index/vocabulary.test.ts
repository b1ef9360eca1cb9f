// Tests of plugins/search-index/vocabulary.ts: reading Pagefind's CBOR index back into words.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {execFileSync} from 'node:child_process';
import {scratchDir} from '../../tests/fixtures/scratchDir';
import {decodeCbor} from './cbor';
import {formatVocabulary, readVocabulary, wordPositions, writtenForm} from './vocabulary';

test('writes CBOR integers, strings, lists and maps as RFC 8949 does', () => {
  // [1, -2, "ab", [500], {1: 2}]
  const bytes = Uint8Array.from([
    0x85, 0x01, 0x21, 0x62, 0x61, 0x62, 0x81, 0x19, 0x01, 0xf4, 0xa1, 0x01, 0x02,
  ]);
  const {value, end} = decodeCbor(bytes);
  assert.deepEqual(value, [1, -2, 'ab', [500], new Map([[1, 2]])]);
  assert.equal(end, bytes.length);
  assert.throws(() => decodeCbor(Uint8Array.from([0xf9, 0x3c, 0x00])), /major type 7/);
});

test('restarts positions from 0 after each change of weight', () => {
  assert.deepEqual(wordPositions([-25, 41, 10, -169, 2]), [41, 51, 2]);
  assert.deepEqual(wordPositions([]), []);
});

// A written word is compared in lower case, without punctuation.
for (const [written, form] of [
  ['Healthchecks,', 'healthchecks'],
  ['Podman’s', 'podman'],
  ['docker-compose.', 'dockercompose'],
]) {
  test(`compares the written word "${written}" as "${form}"`, () => {
    assert.equal(writtenForm(written!), form);
  });
}

test('reads the stems, their pages and written forms from an index', (t) => {
  const texts = {
    one: 'Checkpointing a container, then restoring the containers.',
    two: 'Troubleshooting checkpoint and restore: the containers came back.',
    three: 'Containers run rootless after checkpointing.',
  };
  const page = ([name, text]: [string, string]) => [
    `${name}.html`,
    `<html lang="en"><body><main data-pagefind-body><h1>${name}</h1><p>${text}</p></main></body></html>`,
  ];
  const site = scratchDir(t, 'vocabulary-', Object.fromEntries(Object.entries(texts).map(page)));
  execFileSync(path.resolve('node_modules/.bin/pagefind'), [
    '--site',
    site,
    '--output-subdir',
    'pagefind',
    '--silent',
  ]);
  const entries = readVocabulary(path.join(site, 'pagefind'));
  const byStem = new Map(entries.map((e) => [e.stem, e]));
  assert.deepEqual(byStem.get('contain'), {stem: 'contain', pages: 3, form: 'containers'});
  assert.deepEqual(byStem.get('checkpoint'), {stem: 'checkpoint', pages: 3, form: 'checkpointing'});
  assert.deepEqual(byStem.get('troubleshoot'), {
    stem: 'troubleshoot',
    pages: 1,
    form: 'troubleshooting',
  });
  assert.deepEqual(byStem.get('rootless'), {stem: 'rootless', pages: 1});
  // Words under three letters are no correction.
  assert.deepEqual(byStem.get('run'), {stem: 'run', pages: 1});
  assert.equal(byStem.get('a'), undefined);
  assert.deepEqual(
    entries.map((e) => e.stem),
    [...entries.map((e) => e.stem)].sort(),
  );
  assert.match(formatVocabulary(entries), /^checkpoint 3 checkpointing$/m);
});
