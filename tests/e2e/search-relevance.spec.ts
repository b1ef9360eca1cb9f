import {test, expect} from '../fixtures/test';
import {relevanceQueries} from '../fixtures/searchQueries';
import {nightly} from '../fixtures/perPush';
import {archive} from '../fixtures/archive';
import {
  describeDownloads,
  firstQueriesToTest,
  formatFirstQueryKiB,
  formatRelevance,
  measureFirstQueries,
  measureLatency,
  measureRelevance,
  overTarget,
  searchTargets,
  typedQueries,
  typedToTest,
} from '../fixtures/searchFigures';

// Served by nginx with deploy/nginx.conf, so the byte counts are the compressed
// ones a visitor downloads.
/** A median above this is a stall, not a busy machine (see the latency test). */
const stallMs = 400;

// The archive's notices, each with the article it points to when that is on this site.
const notices = archive('blog').filter((p) => p.notice);

test('the relevance set: top-1, top-5 and MRR through the dialog meet the targets', async ({page, nginx}) => {
  test.setTimeout(240_000);
  expect(relevanceQueries.length).toBeGreaterThanOrEqual(50);
  const figures = await measureRelevance(page, `${nginx.url}/`);
  console.log(formatRelevance(figures));
  const missed = figures.misses.map((m) => `"${m.query}" gave ${m.got.slice(0, 3).join(', ') || 'nothing'}; expected ${m.expected.join(' or ')}`);
  expect(figures.top1, `top-1 below ${searchTargets.top1 * 100} %. Not first:\n${missed.join('\n')}`).toBeGreaterThanOrEqual(searchTargets.top1);
  const outOfTop5 = figures.misses.filter((m) => !m.got.slice(0, 5).some((r) => m.expected.includes(r))).map((m) => m.query);
  expect(outOfTop5, 'queries whose page is not in the first five').toEqual([]);
});

test('a notice is left out of the index; its article is indexed', async ({request, nginx}) => {
  const withArticle = notices.filter((n) => n.article);
  expect(withArticle.length).toBeGreaterThan(100);
  for (const notice of withArticle) {
    const html = await (await request.get(`${nginx.url}${notice.route}`)).text();
    expect(html, `${notice.route} (a notice of ${notice.article}) is indexed`).not.toContain('data-pagefind-body');
    expect(html, `${notice.route} must link to ${notice.article}`).toMatch(new RegExp(`href="?${notice.article!.replace(/\./g, '\\.')}[" >]`));
  }
  for (const article of new Set(withArticle.map((n) => n.article!))) {
    const html = await (await request.get(`${nginx.url}${article}`)).text();
    expect((html.match(/data-pagefind-body/g) ?? []).length, `${article} is not indexed`).toBe(1);
  }
  // A notice whose subject is elsewhere stays searchable.
  const outside = notices.filter((n) => !n.article);
  for (const notice of outside) expect(await (await request.get(`${nginx.url}${notice.route}`)).text()).toContain('data-pagefind-body');
});

test("searching a notice's subject leads to the article", async ({page, nginx}) => {
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
  const queries = subjects.map(([query, route]) => ({query, expect: [notices.find((n) => n.route === route)!.article!]}));
  const figures = await measureRelevance(page, `${nginx.url}/`, queries);
  expect(figures.misses, 'the article is not first').toEqual([]);
});

test('queries of the set, each as the first of a visit, cost at most 150 KiB (all of them nightly)', async ({browser, nginx}) => {
  const queries = firstQueriesToTest(nightly);
  // One fresh visit per query, three at a time: about four seconds each here
  // while the other worker runs, so five per query leaves room (the nightly
  // set of 140 once took 6.2 minutes beside a production build).
  test.setTimeout(60_000 + queries.length * 5_000);
  const kib = await measureFirstQueries(browser, `${nginx.url}/`, queries);
  console.log(`first query (${queries.length} queries): ${formatFirstQueryKiB(kib)}; it downloads ${describeDownloads(kib.worstDownloads)}`);
  expect(Object.keys(kib.byQuery)).toHaveLength(queries.length);
  expect(overTarget(kib), `queries over ${searchTargets.firstQueryKiB} KiB; "${kib.worst}" downloads ${describeDownloads(kib.worstDownloads)}`).toEqual([]);
});

test('on a slowed CPU, results follow the last key without a stall (the 100 ms target is the bench\'s)', async ({browser, nginx}) => {
  test.setTimeout(120_000);
  const latencyMs = await measureLatency(browser, `${nginx.url}/`, typedToTest(typedQueries, nightly));
  console.log(`latency median ${latencyMs.median} ms, max ${latencyMs.max} ms (${latencyMs.samples.join(', ')})`);
  // The target (searchTargets.latencyMs, 100 ms) is measured and printed by
  // `npm run bench -- --search-only` on a quiet machine: here another worker
  // shares the two cores, and half the samples (seen: 145-201 ms against
  // 45-58 ms) land behind it. What a test can hold is that results do follow
  // each query well within half a second: no long typing pause (the dialog
  // waits 10 ms) and no index parts fetched again for a query already searched.
  expect(latencyMs.median, latencyMs.samples.join(', ')).toBeLessThanOrEqual(stallMs);
});
