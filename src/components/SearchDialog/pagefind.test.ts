import {test} from 'node:test';
import assert from 'node:assert/strict';
import {isRelevant, nextPage, queryTerms, routeOf, searchPages, type PagefindResult} from './pagefind';
import {fakePagefind} from '../../../tests/fixtures/searchFake';

test('built file URLs become routes', () => {
  assert.equal(routeOf('/docs/checkpoint.html'), '/docs/checkpoint');
  assert.equal(routeOf('/release/2022/10/22/podman-release-v4.3.0.html'), '/release/2022/10/22/podman-release-v4.3.0');
  assert.equal(routeOf('/index.html'), '/');
  assert.equal(routeOf('/docs/installation.html#freebsd'), '/docs/installation#freebsd');
});

const hit = (excerpt: string, title = '') => ({excerpt, meta: {title}});

test('a result whose highlights or title begin like a meaningful word of the query is kept', () => {
  assert.ok(isRelevant(hit('Run <mark>rootless</mark> containers'), 'rootless'));
  assert.ok(isRelevant(hit('the <mark>Compose</mark> file'), 'compose'));
  assert.ok(isRelevant(hit('Podman <mark>4.3.0</mark> is out'), '4.3.0'));
  assert.ok(isRelevant(hit('<mark>checkpointing</mark> a container'), 'checkpoint'));
  assert.ok(isRelevant(hit('with <mark>Netavark</mark>'), 'netavark dns'));
  assert.ok(isRelevant(hit('An article on running MPI jobs.', 'Podman in HPC environments'), 'hpc'));
  // Small words of a question neither decide nor block a result.
  assert.ok(isRelevant(hit('Podman runs in a <mark>virtual</mark> machine on a <mark>Mac</mark>'), 'how do I run podman on a mac'));
});

test('a result whose highlights are small words, stray letters or other words is dropped', () => {
  assert.ok(!isRelevant(hit('how <mark>do</mark> <mark>I</mark> begin'), 'how do I run kubernetes'));
  assert.ok(!isRelevant(hit('press <mark>q</mark> to quit'), 'qwertyuiop'));
  assert.ok(!isRelevant(hit('on OS <mark>X,</mark> which'), 'xylophone'));
  assert.ok(!isRelevant(hit('the <mark>WildFly</mark> server'), 'flibbertigibbet'));
  assert.ok(!isRelevant(hit('no highlight at all'), 'podman'));
});

test("a query keeps the words that carry its meaning, and the site's name only when nothing else is asked", () => {
  assert.deepEqual(queryTerms('podman desktop features'), ['desktop', 'features']);
  assert.deepEqual(queryTerms('Podman'), ['podman']);
  assert.deepEqual(queryTerms('what is podman'), ['podman']);
  // A question keeps only the words that carry its meaning.
  assert.deepEqual(queryTerms('How do I run Podman on a Mac?'), ['run', 'mac']);
  assert.deepEqual(queryTerms('difference between buildah and podman'), ['buildah']);
  assert.deepEqual(queryTerms('install on ubuntu'), ['install', 'ubuntu']);
  assert.deepEqual(queryTerms('v2.0'), ['v2.0']);
  // A version is written with its "v"; the words around it go.
  assert.deepEqual(queryTerms('podman 2.0 released'), ['v2.0']);
  assert.deepEqual(queryTerms("what's new in 4.2"), ['v4.2']);
  assert.deepEqual(queryTerms('netavark 1.2'), ['netavark', 'v1.2']);
  assert.deepEqual(queryTerms('ubuntu 22.04'), ['ubuntu', '22.04']);
  // Two words the pages write as one are searched as that word.
  assert.deepEqual(queryTerms('time zone in a container'), ['timezone', 'container']);
  assert.deepEqual(queryTerms('check whether an image exists'), ['check', 'image', 'exists']);
  assert.deepEqual(queryTerms('zone time'), ['zone', 'time']);
  // Only small words: searched as typed rather than not at all.
  assert.deepEqual(queryTerms('what is it'), ['what', 'is', 'it']);
});

test('with few pages holding every word, pages rank by their summed scores for the words they hold; else no second round', async () => {
  const pf = fakePagefind({a: 'rootless mac machine', b: 'rootless mac', c: 'mac mini', d: 'windows'}, {scored: true});
  const {found} = await searchPages(pf, 'rootless on a mac machine', 3);
  assert.deepEqual(found.map((r) => r.id), ['a', 'b', 'c']);
  assert.deepEqual(pf.queries, ['rootless mac machine', 'rootless', 'mac', 'machine']);
  // No second round when the full query finds enough pages.
  const enough = fakePagefind({a: 'rootless mac', b: 'rootless mac x', c: 'mac'}, {scored: true});
  assert.deepEqual((await searchPages(enough, 'rootless mac', 2)).found.map((r) => r.id), ['a', 'b']);
  assert.deepEqual(enough.queries, ['rootless mac']);
});

test("a page that is about a question's subject comes before a long page holding all its other words", async () => {
  // The stand-in scores a word by its share of the page: the short page on sudo scores high for it.
  const long = 'error sudo rootless install configure network storage registry machine desktop';
  const pf = fakePagefind({install: long, sudo: 'sudo rootless', other: 'error rootless containers'}, {scored: true});
  const {found} = await searchPages(pf, 'error with sudo as a rootless user', 8);
  assert.deepEqual(found.map((r) => r.id), ['sudo', 'other', 'install']);
});

/** Results whose data records each download; `loose` ones highlight nothing the query holds. */
function fetchedResults(ids: string[], loose: string[] = []) {
  const fetched: string[] = [];
  const results: PagefindResult[] = ids.map((id) => ({
    id,
    score: 1,
    data: async () => {
      fetched.push(id);
      return {url: `/${id}`, excerpt: loose.includes(id) ? 'nothing here' : '<mark>podman</mark>', meta: {}};
    },
  }));
  return {results, fetched};
}

test('a page of results downloads the data of that page only, and of the next results when loose ones drop', async () => {
  const {results, fetched} = fetchedResults(['a', 'b', 'c', 'd', 'e', 'f', 'g']);
  const first = await nextPage(results, 0, 'podman', 3);
  assert.deepEqual(first.page.map((d) => d.url), ['/a', '/b', '/c']);
  assert.equal(first.cursor, 3);
  assert.deepEqual(fetched, ['a', 'b', 'c']);
  const second = await nextPage(results, first.cursor, 'podman', 3);
  assert.deepEqual(second.page.map((d) => d.url), ['/d', '/e', '/f']);
  // Loose matches dropped from a page are replaced by the next results.
  const loose = fetchedResults(['a', 'b', 'c', 'd', 'e'], ['b', 'c']);
  const {page, cursor} = await nextPage(loose.results, 0, 'podman', 3);
  assert.deepEqual(page.map((d) => d.url), ['/a', '/d', '/e']);
  assert.equal(cursor, 5);
  assert.deepEqual(loose.fetched, ['a', 'b', 'c', 'd', 'e']);
});

test("a page found by several of a question's words, not all, has the positions of each of them", async () => {
  const pf = fakePagefind({post: 'join the mailing list', other: 'subscribe to news weekly'}, {scored: true});
  const [post] = (await searchPages(pf, 'subscribe to the mailing list', 8)).found;
  assert.equal(post!.id, 'post');
  assert.deepEqual((await post!.data()).locations, [2, 3]);
});
