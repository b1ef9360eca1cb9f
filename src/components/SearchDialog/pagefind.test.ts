// Tests of src/components/SearchDialog/pagefind.ts: routes, queries and which results are kept.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  isRelevant,
  nextPage,
  queryTerms,
  routeOf,
  searchPages,
  type PagefindResult,
} from './pagefind';
import {fakePagefind} from '../../../tests/fixtures/searchFake';

// Built file URLs become routes.
for (const [file, route] of [
  ['/docs/checkpoint.html', '/docs/checkpoint'],
  ['/release/2022/10/22/podman-release-v4.3.0.html', '/release/2022/10/22/podman-release-v4.3.0'],
  ['/index.html', '/'],
  ['/docs/installation.html#freebsd', '/docs/installation#freebsd'],
]) {
  test(`the built file ${file} is the route ${route}`, () => {
    assert.equal(routeOf(file!), route);
  });
}

const hit = (excerpt: string, title = '') => ({excerpt, meta: {title}});

// A result is kept when its highlights or title begin like a meaningful word of the query, not
// small words or stray letters.
const kept: [string, string, string?][] = [
  ['Run <mark>rootless</mark> containers', 'rootless'],
  ['the <mark>Compose</mark> file', 'compose'],
  ['Podman <mark>4.3.0</mark> is out', '4.3.0'],
  ['<mark>checkpointing</mark> a container', 'checkpoint'],
  ['with <mark>Netavark</mark>', 'netavark dns'],
  ['An article on running MPI jobs.', 'hpc', 'Podman in HPC environments'],
  // Small words of a question neither decide nor block a result.
  [
    'Podman runs in a <mark>virtual</mark> machine on a <mark>Mac</mark>',
    'how do I run podman on a mac',
  ],
];
for (const [excerpt, query, title] of kept) {
  test(`a result for "${query}" showing "${excerpt}" is kept`, () => {
    assert.ok(isRelevant(hit(excerpt, title), query));
  });
}

const dropped = [
  ['how <mark>do</mark> <mark>I</mark> begin', 'how do I run kubernetes'],
  ['press <mark>q</mark> to quit', 'qwertyuiop'],
  ['on OS <mark>X,</mark> which', 'xylophone'],
  ['the <mark>WildFly</mark> server', 'flibbertigibbet'],
  ['no highlight at all', 'podman'],
];
for (const [excerpt, query] of dropped) {
  test(`a result for "${query}" showing "${excerpt}" is dropped`, () => {
    assert.ok(!isRelevant(hit(excerpt!), query!));
  });
}

// A query keeps the words that carry its meaning, and the site's name only when nothing else is
// asked.
const queries: Record<string, string[]> = {
  'podman desktop features': ['desktop', 'features'],
  Podman: ['podman'],
  'what is podman': ['podman'],
  'How do I run Podman on a Mac?': ['run', 'mac'],
  'difference between buildah and podman': ['buildah'],
  'install on ubuntu': ['install', 'ubuntu'],
  'v2.0': ['v2.0'],
  // A version is written with its "v"; the words around it go.
  'podman 2.0 released': ['v2.0'],
  "what's new in 4.2": ['v4.2'],
  'netavark 1.2': ['netavark', 'v1.2'],
  'ubuntu 22.04': ['ubuntu', '22.04'],
  // Two words the pages write as one are searched as that word.
  'time zone in a container': ['timezone', 'container'],
  'check whether an image exists': ['check', 'image', 'exists'],
  'zone time': ['zone', 'time'],
  // Only small words: searched as typed rather than not at all.
  'what is it': ['what', 'is', 'it'],
};
for (const [query, terms] of Object.entries(queries)) {
  test(`the query "${query}" searches ${JSON.stringify(terms)}`, () => {
    assert.deepEqual(queryTerms(query), terms);
  });
}

// By their summed scores for the words they hold.
test('ranks pages by their scores when few hold every word', async () => {
  const pf = fakePagefind(
    {a: 'rootless mac machine', b: 'rootless mac', c: 'mac mini', d: 'windows'},
    {scored: true},
  );
  const {found} = await searchPages(pf, 'rootless on a mac machine', 3);
  assert.deepEqual(
    found.map((r) => r.id),
    ['a', 'b', 'c'],
  );
  assert.deepEqual(pf.queries, ['rootless mac machine', 'rootless', 'mac', 'machine']);
});

test('searches no word alone when enough pages hold every word', async () => {
  const enough = fakePagefind({a: 'rootless mac', b: 'rootless mac x', c: 'mac'}, {scored: true});
  assert.deepEqual(
    (await searchPages(enough, 'rootless mac', 2)).found.map((r) => r.id),
    ['a', 'b'],
  );
  assert.deepEqual(enough.queries, ['rootless mac']);
});

// Before a long page holding all its other words.
test("ranks the page about a question's subject first", async () => {
  // The stand-in scores a word by its share of the page: the short page on sudo scores high for it.
  const long = 'error sudo rootless install configure network storage registry machine desktop';
  const pf = fakePagefind(
    {install: long, sudo: 'sudo rootless', other: 'error rootless containers'},
    {scored: true},
  );
  const {found} = await searchPages(pf, 'error with sudo as a rootless user', 8);
  assert.deepEqual(
    found.map((r) => r.id),
    ['sudo', 'other', 'install'],
  );
});

/** Results whose data records each download; `loose` ones highlight nothing the query holds. */
function fetchedResults(ids: string[], loose: string[] = []) {
  const fetched: string[] = [];
  const results: PagefindResult[] = ids.map((id) => ({
    id,
    score: 1,
    data: async () => {
      fetched.push(id);
      return {
        url: `/${id}`,
        excerpt: loose.includes(id) ? 'nothing here' : '<mark>podman</mark>',
        meta: {},
      };
    },
  }));
  return {results, fetched};
}

test('downloads the data of a page of results only', async () => {
  const {results, fetched} = fetchedResults(['a', 'b', 'c', 'd', 'e', 'f', 'g']);
  const first = await nextPage(results, 0, 'podman', 3);
  assert.deepEqual([first.page.map((d) => d.url), first.cursor], [['/a', '/b', '/c'], 3]);
  assert.deepEqual(fetched, ['a', 'b', 'c']);
  assert.deepEqual(
    (await nextPage(results, first.cursor, 'podman', 3)).page.map((d) => d.url),
    ['/d', '/e', '/f'],
  );
});

test('downloads the next results when loose ones drop', async () => {
  const loose = fetchedResults(['a', 'b', 'c', 'd', 'e'], ['b', 'c']);
  const {page, cursor} = await nextPage(loose.results, 0, 'podman', 3);
  assert.deepEqual([page.map((d) => d.url), cursor], [['/a', '/d', '/e'], 5]);
  assert.deepEqual(loose.fetched, ['a', 'b', 'c', 'd', 'e']);
});

// A page found by several of a question's words, not all.
test('keeps the positions of each word that found a page', async () => {
  const pf = fakePagefind(
    {post: 'join the mailing list', other: 'subscribe to news weekly'},
    {scored: true},
  );
  const [post] = (await searchPages(pf, 'subscribe to the mailing list', 8)).found;
  assert.equal(post!.id, 'post');
  assert.deepEqual((await post!.data()).locations, [2, 3]);
});
