// Tests of the query sets the search is measured by (scripts/measure/searchQueries.ts): large
// enough, apart from each other, and each typo one slip of a phone's keyboard in its query's
// longest word. The browser specs run them.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  questionQueries,
  relevanceQueries,
  typoQueries,
} from '../../../scripts/measure/searchQueries';

test('holds at least 50 topic queries and 40 questions', () => {
  assert.ok(relevanceQueries.length >= 50, `${relevanceQueries.length} topic queries`);
  assert.ok(questionQueries.length >= 40, `${questionQueries.length} questions`);
});

test('asks each question once, and none the topic or typo set asks', () => {
  const others = new Set([...relevanceQueries, ...typoQueries].map((q) => q.query));
  assert.deepEqual(
    questionQueries.filter((q) => others.has(q.query)).map((q) => q.query),
    [],
  );
  assert.equal(new Set(questionQueries.map((q) => q.query)).size, questionQueries.length);
});

test('holds at least 40 typos, made by drops, swaps and replacements', () => {
  assert.ok(typoQueries.length >= 40, `${typoQueries.length} typos`);
  assert.deepEqual(new Set(typoQueries.map((q) => q.edit)), new Set(['drop', 'swap', 'replace']));
});

/**
 * `now` as `was` would be with one letter dropped, two neighbours swapped or one replaced, at `at`.
 */
function edited(
  was: string,
  now: string,
  at: number,
): Record<'drop' | 'swap' | 'replace', boolean> {
  return {
    drop: now === was.slice(0, at) + was.slice(at + 1),
    swap: now === was.slice(0, at) + was[at + 1] + was[at] + was.slice(at + 2),
    replace: now.length === was.length && now.slice(at + 1) === was.slice(at + 1),
  };
}

// The set makes each typo's query from `of` (searchQueries.ts): what a row can get wrong is its
// typed word.
for (const {query, of, edit} of typoQueries) {
  test(`"${query}": one ${edit}`, () => {
    const typed = query.split(' ');
    const words = of.split(' ');
    assert.equal(typed.length, words.length, `"${query}" has as many words as "${of}"`);
    const i = words.findIndex((w, j) => w !== typed[j]);
    const [was, now] = [words[i]!, typed[i]!];
    const at = [...was].findIndex((c, j) => c !== now[j]);
    assert.ok(at > 0, `"${now}" keeps the first letter of "${was}"`);
    assert.ok(edited(was, now, at)[edit], `"${now}" is a ${edit} in "${was}"`);
  });
}
