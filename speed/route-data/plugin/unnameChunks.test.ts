// Tests of speed/route-data/plugin/unnameChunks.cjs, the loader that drops the registry's chunk
// names.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';

const {unnameChunks} = createRequire(import.meta.url)('./unnameChunks.cjs') as {
  unnameChunks: (s: string) => string;
};

test('drops the chunk names, keeping imports, paths and ids', () => {
  const entry = `"001e1716": [() => import(/* webpackChunkName: "001e1716" */ "@site/blog/a.md"), "@site/blog/a.md", require.resolveWeak("@site/blog/a.md")]`;
  assert.equal(
    unnameChunks(entry),
    `"001e1716": [() => import("@site/blog/a.md"), "@site/blog/a.md", require.resolveWeak("@site/blog/a.md")]`,
  );
  assert.equal(unnameChunks('export default {};'), 'export default {};');
});

test('stops on imports without names: the format changed', () => {
  assert.throws(
    () => unnameChunks('export default {"a": [() => import("x")]};'),
    /no longer names its chunks/,
  );
});
