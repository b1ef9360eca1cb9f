// Tests of reading Docusaurus's generated registry's import requests.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {registryRequests} from './registryRequests';

test('maps each import request to its chunk name, with or without the comment', () => {
  const names = registryRequests(`export default {
  "001e1716": [() => import(/* webpackChunkName: "001e1716" */ "@site/blog/2019-10-31-cgroupv2.md"), "@site/blog/2019-10-31-cgroupv2.md", require.resolveWeak("@site/blog/2019-10-31-cgroupv2.md")],
  "0058b4c6": [() => import("@generated/p/docs-175.json"), "@generated/p/docs-175.json", require.resolveWeak("@generated/p/docs-175.json")],
};`);
  assert.deepEqual(
    [...names],
    [
      ['@site/blog/2019-10-31-cgroupv2.md', '001e1716'],
      ['@generated/p/docs-175.json', '0058b4c6'],
    ],
  );
});

test('stops the build on a registry of another shape, not on an empty one', () => {
  assert.throws(
    () => registryRequests('export default {a: {load: () => import("x")}};'),
    /no longer has the expected shape/,
  );
  assert.equal(registryRequests('export default {};').size, 0);
});
