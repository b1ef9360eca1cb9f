import {test, expect} from '../fixtures/test';
import {questionQueries, relevanceQueries, typoQueries} from '../fixtures/searchQueries';
import {formatRelevance, measureRelevance, searchTargets} from '../fixtures/searchFigures';

// Questions typed in a visitor's words (issue 46): the question set, apart from
// the topic and typo sets, through the dialog of the test build served by nginx.

test('the question set is at least 40 questions, none of them a query of the topic or typo set', () => {
  expect(questionQueries.length).toBeGreaterThanOrEqual(40);
  const others = new Set([...relevanceQueries.map((q) => q.query), ...typoQueries.map((q) => q.query)]);
  expect(questionQueries.filter((q) => others.has(q.query)).map((q) => q.query)).toEqual([]);
  expect(new Set(questionQueries.map((q) => q.query)).size).toBe(questionQueries.length);
});

test('the question set: the answering page first for 80 %, in the top five for all', async ({page, nginx}) => {
  test.setTimeout(240_000);
  const figures = await measureRelevance(page, `${nginx.url}/`, questionQueries);
  console.log(formatRelevance(figures, 'question set'));
  const missed = figures.misses.map((m) => `"${m.query}" gave ${m.got.slice(0, 3).join(', ') || 'nothing'}; expected ${m.expected.join(' or ')}`);
  expect(figures.top1, `top-1 below ${searchTargets.questionTop1 * 100} %. Not first:\n${missed.join('\n')}`).toBeGreaterThanOrEqual(searchTargets.questionTop1);
  const outOfTop5 = figures.misses.filter((m) => !m.got.slice(0, 5).some((r) => m.expected.includes(r))).map((m) => m.query);
  expect(outOfTop5, 'questions whose page is not in the first five').toEqual([]);
});
