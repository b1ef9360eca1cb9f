// Tests of route-data's assembly of a route's modules into component, context and props.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {assembleRoute, moduleValue} from './assembleRoute';

const esm = (exports: Record<string, unknown>) => ({__esModule: true, ...exports});

test('takes an ES module as its default export, with its other exports', () => {
  const Content = () => null;
  const value = moduleValue(
    esm({default: Content, frontMatter: {title: 'T'}, toc: []}),
    '/x',
  ) as typeof Content & Record<string, unknown>;
  assert.equal(value, Content);
  assert.deepEqual([value.frontMatter, value.toc], [{title: 'T'}, []]);
});

test('takes a JSON module as its value', () => {
  assert.deepEqual(moduleValue({permalink: '/blogs', count: 3}, '/x'), {
    permalink: '/blogs',
    count: 3,
  });
  assert.deepEqual(moduleValue(['a'], '/x'), ['a']);
});

test('refuses an ES module without a default export, naming the route', () => {
  assert.throws(
    () => moduleValue(esm({other: 1}), '/docs/installation'),
    /route \/docs\/installation has no default export/,
  );
});

test('makes the tree component, route context and props, unloaded names as names', () => {
  const Page = () => null;
  const plugin = {name: 'docusaurus-plugin-content-blog', id: 'default'};
  const values = new Map(
    Object.entries({
      comp: Page,
      ctx: {plugin},
      sidebar: {title: 'Recent'},
      item0: 'first',
      props: {tag: 'podman'},
    }),
  );
  const tree = {
    __comp: 'comp',
    __context: {plugin: 'ctx'},
    __props: 'props',
    sidebar: 'sidebar',
    items: [{content: 'item0'}, {content: 'gone'}],
  };
  assert.deepEqual(assembleRoute(tree, values, '/blogs'), {
    Component: Page,
    context: {plugin: {plugin}},
    props: {
      sidebar: {title: 'Recent'},
      items: [{content: 'first'}, {content: 'gone'}],
      tag: 'podman',
    },
  });
});

test('refuses a tree without a component, naming the route', () => {
  assert.throws(
    () => assembleRoute({content: 'a'}, new Map([['a', {}]]), '/x'),
    /route data of \/x has no component/,
  );
});
