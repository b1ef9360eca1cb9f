// Browser tests: the search's top-1 and top-5 over the relevance and question sets, and its bytes.
import {test, expect} from '../fixtures/test';
import {questionQueries, relevanceQueries, typoQueries} from '../../scripts/measure/searchQueries';
import {nightly} from '../../scripts/measure/perPush';
import {archive} from '../fixtures/archive';
import {
  describeDownloads,
  firstQueriesToTest,
  formatFirstQueryKiB,
  formatRelevanceSets,
  measureFirstQueries,
} from '../../scripts/measure/searchFigures';
import {
  measureLatency,
  measureRelevance,
  overTarget,
  searchTargets,
  typedQueries,
  typedToTest,
  typedTypoQueries,
} from '../../scripts/measure/searchFigures';

// Served by nginx with deploy/nginx.conf, so the byte counts are the compressed ones a visitor
// downloads.

// The archive's notices, each with the article it points to when that is on this site.
const notices = archive('blog').filter((p) => p.notice);

// The topic set, its typos, and the questions in a visitor's words (issue 46), through the dialog.
const sets = [
  {
    name: 'relevance set',
    queries: relevanceQueries,
    top1: searchTargets.top1,
    top5: searchTargets.top5,
    minutes: 4,
  },
  {
    name: 'typo set',
    queries: typoQueries,
    top1: searchTargets.typoTop1,
    top5: searchTargets.typoTop5,
    minutes: 5,
  },
  {
    name: 'question set',
    queries: questionQueries,
    top1: searchTargets.questionTop1,
    top5: searchTargets.questionTop5,
    minutes: 4,
  },
];

for (const set of sets) {
  test(`the ${set.name}: top-1 and top-5 meet the targets`, async ({page, nginx}) => {
    test.setTimeout(set.minutes * 60_000);
    const figures = await measureRelevance(page, `${nginx.url}/`, set.queries);
    console.log(formatRelevanceSets([[set.name, figures]]));
    const missed = figures.misses.map(
      (m) =>
        `"${m.query}" gave ${m.got.slice(0, 3).join(', ') || 'nothing'}; expected ${m.expected.join(' or ')}`,
    );
    expect(
      figures.top1,
      `${set.name} top-1 below ${set.top1 * 100} %. Not first:\n${missed.join('\n')}`,
    ).toBeGreaterThanOrEqual(set.top1);
    const outOfTop5 = figures.misses
      .filter((m) => !m.got.slice(0, 5).some((r) => m.expected.includes(r)))
      .map((m) => m.query);
    expect(
      figures.top5,
      `${set.name} top-5 below ${set.top5 * 100} %; not in the first five: ${outOfTop5.join(', ')}`,
    ).toBeGreaterThanOrEqual(set.top5);
  });
}

// Issue 56: queries that had lost their article, each held by name beside its set's share: the rank
// its article must reach.
const regained: {query: string; within: number}[] = [
  {query: 'manifest list multi-arch', within: 1},
  {query: 'netavark aardvark', within: 1},
  {query: 'check if an image exsits', within: 1},
  {query: 'why does sudo not work with rootless containers', within: 5},
];

for (const {query, within} of regained) {
  test(`"${query}" finds its article ${within === 1 ? 'first' : `in the first ${within}`}`, async ({
    page,
    nginx,
  }) => {
    const asked = [...relevanceQueries, ...typoQueries, ...questionQueries].find(
      (q) => q.query === query,
    )!;
    const {misses} = await measureRelevance(page, `${nginx.url}/`, [asked]);
    const got = misses[0]?.got ?? [];
    expect(
      misses.length === 0 || got.slice(0, within).some((route) => asked.expect.includes(route)),
      `gave ${got.join(', ')}`,
    ).toBe(true);
  });
}

test('leaves a notice of an article here out of the index', async ({request, nginx}) => {
  const withArticle = notices.filter((n) => n.article);
  expect(withArticle.length).toBeGreaterThan(100);
  for (const notice of withArticle) {
    const html = await (await request.get(`${nginx.url}${notice.route}`)).text();
    expect(html, `${notice.route} (a notice of ${notice.article}) is indexed`).not.toContain(
      'data-pagefind-body',
    );
    expect(html, `${notice.route} must link to ${notice.article}`).toMatch(
      new RegExp(`href="?${notice.article!.replace(/\./g, '\\.')}[" >]`),
    );
  }
});

test("indexes each notice's article, and a notice of a subject elsewhere", async ({
  request,
  nginx,
}) => {
  for (const article of new Set(notices.filter((n) => n.article).map((n) => n.article!))) {
    const html = await (await request.get(`${nginx.url}${article}`)).text();
    expect((html.match(/data-pagefind-body/g) ?? []).length, `${article} is not indexed`).toBe(1);
  }
  // A notice whose subject is elsewhere stays searchable.
  for (const notice of notices.filter((n) => !n.article)) {
    expect(await (await request.get(`${nginx.url}${notice.route}`)).text()).toContain(
      'data-pagefind-body',
    );
  }
});

test("leads a search for a notice's subject to the article", async ({page, nginx}) => {
  test.setTimeout(120_000);
  // The notices the issue found ranked above their articles, searched by words of their titles.
  const subjects: [query: string, noticeRoute: string][] = [
    ['hpc environments', '/blogs/2019/09/25/new'],
    ['seccomp profiles ebpf', '/blogs/2019/10/15/new'],
    ['bioinformatics rootless', '/blogs/2020/01/15/new'],
    ['go bindings', '/blogs/2020/08/10/new'],
    ['podman mailing list', '/blogs/2019/06/17/new'],
    ['cgroup v2 fedora 31', '/blogs/2019/10/29/new'],
    ['rest api docker compatibility', '/blogs/2020/07/01/new'],
    ['tent', '/blogs/2021/02/08/new'],
    ['shareable systemd services', '/blogs/2019/12/17/new'],
    ['podman v4.3.0', '/blogs/2022/10/22/new'],
  ];
  const queries = subjects.map(([query, route]) => ({
    query,
    expect: [notices.find((n) => n.route === route)!.article!],
  }));
  expect(
    (await measureRelevance(page, `${nginx.url}/`, queries)).misses,
    'the article is not first',
  ).toEqual([]);
});

test('costs at most 150 KiB for a first query of the set', async ({browser, nginx}) => {
  const queries = firstQueriesToTest(nightly);
  // One fresh visit per query, three at a time: about four seconds each beside the other worker.
  test.setTimeout(60_000 + queries.length * 5_000);
  const kib = await measureFirstQueries(browser, `${nginx.url}/`, queries);
  console.log(
    `first query (${queries.length} queries): ${formatFirstQueryKiB(kib)}; it downloads ${describeDownloads(kib.worstDownloads)}`,
  );
  expect(Object.keys(kib.byQuery)).toHaveLength(queries.length);
  expect(
    overTarget(kib),
    `queries over ${searchTargets.firstQueryKiB} KiB; "${kib.worst}" downloads ${describeDownloads(kib.worstDownloads)}`,
  ).toEqual([]);
});

for (const [kind, queries] of [
  ['clean', typedQueries],
  ['misspelled', typedTypoQueries],
] as const) {
  test(`on a slowed CPU, shows results of ${kind} queries without a stall`, async ({
    browser,
    nginx,
  }) => {
    test.setTimeout(120_000);
    const latency = await measureLatency(browser, `${nginx.url}/`, typedToTest(queries, nightly));
    console.log(
      `${kind}: latency median ${latency.median} ms, max ${latency.max} ms (${latency.samples.join(', ')})`,
    );
    // The 100 ms target is the bench's, on a quiet machine: here another worker shares the two
    // cores (seen: 145-201 ms against 45-58 ms). A test holds that results follow well within half
    // a second: no long typing pause and no index parts fetched again for a query already searched
    // (a median above 400 ms is a stall).
    expect(latency.median, latency.samples.join(', ')).toBeLessThanOrEqual(400);
  });
}
