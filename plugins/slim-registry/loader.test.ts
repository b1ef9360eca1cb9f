import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';

const {stripModulePaths} = createRequire(import.meta.url)('./loader.cjs') as {stripModulePaths: (s: string) => string};

const registry = `export default {
  "001e1716": [() => import(/* webpackChunkName: "001e1716" */ "@site/blog/2019-10-31-cgroupv2.md"), "@site/blog/2019-10-31-cgroupv2.md", require.resolveWeak("@site/blog/2019-10-31-cgroupv2.md")],
  "0058b4c6": [() => import(/* webpackChunkName: "0058b4c6" */ "@generated/p/docs-175.json"), "@generated/p/docs-175.json", require.resolveWeak("@generated/p/docs-175.json")],
};`;

test('the source path of every entry goes; loader and module id stay', () => {
  const out = stripModulePaths(registry);
  assert.equal((out.match(/, 0, require\.resolveWeak\(/g) ?? []).length, 2);
  assert.ok(out.includes('import(/* webpackChunkName: "001e1716" */ "@site/blog/2019-10-31-cgroupv2.md")'));
  assert.ok(out.includes('require.resolveWeak("@generated/p/docs-175.json")'));
  assert.ok(!out.includes('"@site/blog/2019-10-31-cgroupv2.md", require'));
});

test('a registry of another shape stops the build', () => {
  assert.throws(() => stripModulePaths('export default {"a": [() => import("x"), {path: "x"}, require.resolveWeak("x")]};'), /no longer has the expected shape/);
  assert.equal(stripModulePaths('export default {};'), 'export default {};');
});
