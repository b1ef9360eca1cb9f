// Tests of the ways out a stop on the pins names, for each make-up of the layer.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {checksPinsOf, waysOut, type BuildSwitches} from './waysOut';
import {piecesOff} from './pieceNames';

const layerOn: BuildSwitches = {
  layer: true,
  off: new Set(),
  persistentCache: true,
  notFoundGuesses: true,
};
const layerOff: BuildSwitches = {...layerOn, layer: false};
// The entries @docusaurus/core one patch newer concerns: every piece that pins a file of core, the
// build cache and the not-found screen's guesses.
const coreEntries = [
  'stepped-start',
  'route-data',
  'fast-route-matching',
  'page-template',
  'compile-hints',
  'build cache',
  'prefetch-when-idle',
  'not-found suggestions',
];
const corePieces =
  'fast-route-matching,route-data,stepped-start,compile-hints,page-template,prefetch-when-idle';

const cases: {
  name: string;
  entries: string[];
  build: BuildSwitches;
  names: string[];
  namesNot: string[];
}[] = [
  {
    name: 'core one patch newer, with the layer: its pieces by SITE_SPEED_OFF, the build cache by DOCUSAURUS_NO_PERSISTENT_CACHE, both at once, or the layer off with the cache',
    entries: coreEntries,
    build: layerOn,
    names: [
      `\`SITE_SPEED_OFF=${corePieces}\` leaves out these pieces`,
      "- build cache: `DOCUSAURUS_NO_PERSISTENT_CACHE=1` builds without Docusaurus's persistent bundler cache",
      "- not-found suggestions: `SITE_NOT_FOUND_GUESSES=off` builds without the not-found screen's guesses",
      `Past every pin of this build at once: \`SITE_SPEED_OFF=${corePieces} DOCUSAURUS_NO_PERSISTENT_CACHE=1 SITE_NOT_FOUND_GUESSES=off npm run build\``,
      'or without the whole layer: `SITE_SPEED_LAYER=off DOCUSAURUS_NO_PERSISTENT_CACHE=1 SITE_NOT_FOUND_GUESSES=off npm run build`',
    ],
    // Issue 54: the layer off alone still checks the build cache's pins, so it is no way out on its
    // own.
    namesNot: ['`SITE_SPEED_LAYER=off`', '`SITE_SPEED_LAYER=off npm run build`', 'Nothing but'],
  },
  {
    name: 'core one patch newer, without the layer (the stop issue 54 found): the cache switch, keeping the layer off; no SITE_SPEED_LAYER=off as news',
    entries: ['build cache'],
    build: layerOff,
    names: [
      '- build cache: `DOCUSAURUS_NO_PERSISTENT_CACHE=1`',
      'at once: `SITE_SPEED_LAYER=off DOCUSAURUS_NO_PERSISTENT_CACHE=1 npm run build`.',
    ],
    namesNot: ['SITE_SPEED_OFF', 'without the whole layer'],
  },
  {
    name: 'route-data changed in a build that leaves out slim-prism: the list keeps slim-prism and adds stepped-start, which needs route-data',
    entries: ['route-data'],
    build: {...layerOn, off: piecesOff('slim-prism')},
    names: [
      '- route-data: `SITE_SPEED_OFF=slim-prism,route-data,stepped-start` leaves out this piece (and stepped-start, which needs a piece named)',
      'at once: `SITE_SPEED_OFF=slim-prism,route-data,stepped-start npm run build`',
    ],
    namesNot: ['DOCUSAURUS_NO_PERSISTENT_CACHE'],
  },
  {
    name: 'a swizzle changed too: no switch leaves it out, so only the review gets past, and no command claims to',
    entries: ['slim-prism', 'swizzle Tabs'],
    build: layerOn,
    names: [
      '- slim-prism: `SITE_SPEED_OFF=slim-prism`',
      "- swizzle Tabs: no switch leaves this out (the site's own code, in every build): re-check, then `npm run upstream -- --accept`",
      'Nothing but that review gets this build past the pins of swizzle Tabs.',
    ],
    namesNot: ['at once', 'npm run build'],
  },
];

for (const c of cases) {
  test(`ways out: ${c.name}`, () => {
    const text = waysOut(c.entries, c.build).join('\n');
    for (const part of c.names) assert.ok(text.includes(part), `missing ${part} in:\n${text}`);
    for (const part of c.namesNot) {
      assert.ok(!text.includes(part), `unexpected ${part} in:\n${text}`);
    }
  });
}

test("skips the route table's pins in a build without the not-found guesses", () => {
  const checked = (build: BuildSwitches) => checksPinsOf('not-found suggestions', build);
  assert.deepEqual(
    [checked(layerOff), checked({...layerOff, notFoundGuesses: false})],
    [true, false],
  );
});

// The build cache's while the bundler keeps a persistent cache; the swizzles' always.
test("checks its pieces' pins, the build cache's with a cache, the swizzles'", () => {
  const noCache = {...layerOn, persistentCache: false};
  const checked = (build: BuildSwitches) =>
    ['compile-hints', 'build cache', 'swizzle Tabs'].filter((entry) => checksPinsOf(entry, build));
  assert.deepEqual(checked(layerOn), ['compile-hints', 'build cache', 'swizzle Tabs']);
  assert.deepEqual(checked(layerOff), ['build cache', 'swizzle Tabs']);
  assert.deepEqual(checked({...layerOn, off: piecesOff('compile-hints')}), [
    'build cache',
    'swizzle Tabs',
  ]);
  assert.deepEqual(checked(noCache), ['compile-hints', 'swizzle Tabs']);
  assert.deepEqual(checked({...noCache, layer: false}), ['swizzle Tabs']);
});
