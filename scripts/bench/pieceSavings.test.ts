// Tests of each piece's saving and of the rule that flags a piece saving too little.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  pieceSavings,
  removableSavers,
  savingsTable,
  smallSavers,
  type PieceBuild,
} from './pieceSavings';

const page = (name: string, js: number, html = 1000) => ({name, path: `/${name}`, js, html});
const full: PieceBuild = {off: '', pages: [page('home', 100_000), page('post', 120_000)]};

test('counts as saved what the build without the piece ships more', () => {
  const [saving] = pieceSavings(full, [
    {off: 'slim-prism', pages: [page('home', 110_240), page('post', 119_000, 1200)]},
  ]);
  assert.deepEqual(saving, {
    piece: 'slim-prism',
    jsSaved: {home: 10_240, post: -1_000},
    htmlSaved: {home: 0, post: 200},
  });
});

test('names the pieces under 5 KiB on every page type, and only those', () => {
  const savings = pieceSavings(full, [
    {off: 'small', pages: [page('home', 105_000), page('post', 125_119)]},
    {off: 'big-on-one', pages: [page('home', 100_000), page('post', 125_120)]},
  ]);
  assert.deepEqual(smallSavers(savings), ['small']);
});

test('refuses a page type without figures and a reference with a piece off', () => {
  assert.throws(
    () => pieceSavings(full, [{off: 'route-data', pages: [page('home', 1)]}]),
    /without route-data has no figures for the page type "post"/,
  );
  assert.throws(() => pieceSavings({...full, off: 'page-template'}, []), /not "page-template" off/);
});

test('the table has a row per piece and KiB with one decimal', () => {
  const savings = pieceSavings(full, [
    {off: 'compile-hints', pages: [page('home', 103_686), page('post', 120_000)]},
  ]);
  const lines = savingsTable(savings, ['home', 'post']).split('\n');
  assert.equal(lines.length, 2);
  assert.match(lines[1]!, /^compile-hints\s+3\.6\s+0\.0$/);
});

test('with visits timed, removes only pieces under 5 KiB and 20 ms everywhere', () => {
  const timed = (name: string, js: number, script: number[]) => ({
    ...page(name, js),
    script,
    blocking: [0, 0, 0],
  });
  const reference: PieceBuild = {
    off: '',
    pages: [timed('home', 100_000, [10, 50, 30]), timed('post', 120_000, [40, 40, 400])],
  };
  const savings = pieceSavings(reference, [
    // Medians: home 30 → 49, post 40 → 59: 19 ms on both, under 20.
    {
      off: 'light',
      pages: [timed('home', 101_000, [49, 0, 900]), timed('post', 121_000, [59, 59, 10])],
    },
    {
      off: 'slow-on-post',
      pages: [timed('home', 100_000, [30, 30, 30]), timed('post', 120_000, [60, 60, 60])],
    },
    {off: 'untimed', pages: [page('home', 100_000), page('post', 120_000)]},
  ]);
  assert.deepEqual(
    savings.map((saving) => saving.scriptSaved),
    [{home: 19, post: 19}, {home: 0, post: 20}, undefined],
  );
  assert.deepEqual(removableSavers(savings), ['light']);
  assert.match(
    savingsTable(savings, ['home', 'post'], 'script').split('\n')[3]!,
    /^untimed\s+-\s+-$/,
  );
});
