// Tests of the page template's starter script: order, timing and failures of the bundles.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {ssrTemplate, startBundles, pageTemplatePlugin, BUNDLES_ID} from './ssrTemplate';

const bundles = JSON.stringify(['/assets/js/runtime~main.js', '/assets/js/main.js']);

// Where the plugin puts the starter.
test("lists the bundles before the plugins' tags", () => {
  const list = ssrTemplate.indexOf(
    `<script type="application/json" id="${BUNDLES_ID}"><%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %></script>`,
  );
  assert.ok(list > ssrTemplate.indexOf('<div id="__docusaurus">'), 'the list follows the app');
  assert.ok(list < ssrTemplate.indexOf('<%~ it.postBodyTags %>'), 'and comes before the starter');
  assert.ok(
    !ssrTemplate.includes('<script>'),
    'no script of its own: main.js carries the template',
  );
  const tags = pageTemplatePlugin().injectHtmlTags!({content: undefined});
  assert.deepEqual(tags, {postBodyTags: [{tagName: 'script', innerHTML: startBundles}]});
});

type Script = {src?: string; async?: boolean; onerror?: () => void; parentNode?: Head | null};
type Head = Record<'appendChild' | 'removeChild', (el: Script) => void>;
type Fake = {appended: Script[]; removed: Script[]; banners: number; frame?: () => void};

function run(
  visibility: 'visible' | 'hidden',
  withBanner: boolean,
  routeData?: string,
  list: string | null = bundles,
): Fake {
  const fake: Fake = {appended: [], removed: [], banners: 0};
  const head: Head = {
    appendChild: (el) => fake.appended.push(Object.assign(el, {parentNode: head})),
    removeChild: (el) => fake.removed.push(Object.assign(el, {parentNode: null})),
  };
  const document = {
    visibilityState: visibility,
    createElement: () => ({}),
    head,
    getElementById: (id: string) => {
      const texts: Record<string, string | null | undefined> = {
        '__route-data': routeData,
        [BUNDLES_ID]: list,
      };
      const text = texts[id];
      if (text !== undefined && text !== null) return {textContent: text};
      return id.startsWith('__docusaurus') && fake.banners ? {} : null;
    },
  };
  const window: Record<string, unknown> = withBanner ? {insertBanner: () => fake.banners++} : {};
  const requestAnimationFrame = (cb: () => void) => (fake.frame = cb);
  const setTimeout = (cb: () => void) => cb();
  new Function('window', 'document', 'requestAnimationFrame', 'setTimeout', startBundles)(
    window,
    document,
    requestAnimationFrame,
    setTimeout,
  );
  assert.deepEqual(window.docusaurus, {}, 'marks the bundles as coming for the base-URL check');
  return fake;
}

/** A visible page whose route data lists two chunks, after its first frame. */
function framedPage() {
  const page = run(
    'visible',
    true,
    JSON.stringify({
      table: '/t.json',
      routes: {},
      chunks: {},
      scripts: ['/assets/js/1.a.js', '/assets/js/2.b.js'],
    }),
  );
  assert.equal(page.appended.length, 0, 'nothing before the first frame');
  page.frame!();
  return page;
}

test("starts the bundles in order after the first frame, then the page's chunks, async", () => {
  const page = framedPage();
  assert.deepEqual(
    page.appended.map((s) => [s.src, s.async]),
    [
      ['/assets/js/runtime~main.js', false],
      ['/assets/js/main.js', false],
      ['/assets/js/1.a.js', true],
      ['/assets/js/2.b.js', true],
    ],
  );
  page.frame!();
  assert.equal(page.appended.length, 4, 'started once');
});

test('removes a chunk that fails to load, with no banner', () => {
  const page = framedPage();
  page.appended[3]!.onerror!();
  assert.deepEqual(page.removed, [page.appended[3]]);
  assert.equal(page.banners, 0);
});

test('starts the bundles at once in a hidden tab', () => {
  assert.equal(run('hidden', true).appended.length, 2);
});

test('shows the base-URL banner once when the bundles fail to load', () => {
  const hidden = run('hidden', true);
  hidden.appended[0]!.onerror!();
  hidden.appended[1]!.onerror!();
  assert.equal(hidden.banners, 1);
});

for (const c of [
  {name: 'missing', data: undefined},
  {name: 'not JSON', data: '{not json'},
  {name: 'without the route', data: '{"table":"/t.json"}'},
]) {
  test(`route data ${c.name} starts just the bundles`, () => {
    const page = run('hidden', false, c.data);
    assert.deepEqual(
      page.appended.map((s) => s.src),
      ['/assets/js/runtime~main.js', '/assets/js/main.js'],
    );
  });
}

for (const c of [
  {name: 'missing', list: null},
  {name: 'not JSON', list: '[not json'},
]) {
  test(`a list of bundles ${c.name} starts nothing, and throws nothing`, () => {
    assert.equal(run('hidden', true, undefined, c.list).appended.length, 0);
  });
}
