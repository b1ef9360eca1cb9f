import {test} from 'node:test';
import assert from 'node:assert/strict';
import {ssrTemplate} from './ssrTemplate';

// The bundle starter as a page gets it, with the template's list filled in.
function starter(): string {
  const inline = /<script>(.*?)\(<%~ JSON\.stringify\(it\.scripts\.map\(\(script\) => it\.baseUrl \+ script\)\) %>\)<\/script>/s.exec(ssrTemplate);
  assert.ok(inline, 'the template has the bundle starter at the end of <body>');
  return `${inline[1]}(["/assets/js/runtime~main.js", "/assets/js/main.js"])`;
}

type Fake = {appended: {src?: string; async?: boolean; onerror?: () => void}[]; banners: number; frame?: () => void};

function run(visibility: 'visible' | 'hidden', withBanner: boolean): Fake {
  const fake: Fake = {appended: [], banners: 0};
  const document = {
    visibilityState: visibility,
    createElement: () => ({}),
    head: {appendChild: (el: Fake['appended'][number]) => fake.appended.push(el)},
    getElementById: () => (fake.banners ? {} : null),
  };
  const window: Record<string, unknown> = withBanner ? {insertBanner: () => fake.banners++} : {};
  const requestAnimationFrame = (cb: () => void) => (fake.frame = cb);
  const setTimeout = (cb: () => void) => cb();
  new Function('window', 'document', 'requestAnimationFrame', 'setTimeout', starter())(window, document, requestAnimationFrame, setTimeout);
  assert.deepEqual(window.docusaurus, {}, 'marks the bundles as coming for the base-URL check');
  return fake;
}

test('the bundles start after the first frame, in order, not async', () => {
  const page = run('visible', false);
  assert.equal(page.appended.length, 0, 'nothing before the first frame');
  page.frame!();
  assert.deepEqual(page.appended.map((s) => [s.src, s.async]), [['/assets/js/runtime~main.js', false], ['/assets/js/main.js', false]]);
  page.frame!();
  assert.equal(page.appended.length, 2, 'started once');
});

test('a hidden tab starts them at once; a bundle that fails to load shows the base-URL banner once', () => {
  const page = run('hidden', true);
  assert.equal(page.appended.length, 2);
  page.appended[0]!.onerror!();
  page.appended[1]!.onerror!();
  assert.equal(page.banners, 1);
});
