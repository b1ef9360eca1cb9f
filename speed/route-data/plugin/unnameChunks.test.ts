// Tests of speed/route-data/plugin/unnameChunks.cjs, the loader that drops the registry's chunk
// names.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';

const {unnameChunks} = createRequire(import.meta.url)('./unnameChunks.cjs') as {
  unnameChunks: (s: string) => string;
};

test('chunk names go; imports, paths and ids stay; imports without names mean the format changed', () => {
  const entry = `"001e1716": [() => import(/* webpackChunkName: "001e1716" */ "@site/blog/a.md"), "@site/blog/a.md", require.resolveWeak("@site/blog/a.md")]`;
  assert.equal(
    unnameChunks(entry),
    `"001e1716": [() => import("@site/blog/a.md"), "@site/blog/a.md", require.resolveWeak("@site/blog/a.md")]`,
  );
  assert.throws(
    () => unnameChunks('export default {"a": [() => import("x")]};'),
    /no longer names its chunks/,
  );
  assert.equal(unnameChunks('export default {};'), 'export default {};');
});
