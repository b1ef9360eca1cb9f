import {test} from 'node:test';
import assert from 'node:assert/strict';
import {assembleRoute, moduleValue} from './assembleRoute';

const esm = (exports: Record<string, unknown>) => ({__esModule: true, ...exports});

test('an ES module stands for its default export, carrying its other exports', () => {
  const Content = () => null;
  const value = moduleValue(esm({default: Content, frontMatter: {title: 'T'}, toc: []}), '/x') as typeof Content & {
    frontMatter: unknown;
    toc: unknown;
  };
  assert.equal(value, Content);
  assert.deepEqual(value.frontMatter, {title: 'T'});
  assert.deepEqual(value.toc, []);
});

test('a JSON module stands for its whole value', () => {
  assert.deepEqual(moduleValue({permalink: '/blogs', count: 3}, '/x'), {permalink: '/blogs', count: 3});
  assert.deepEqual(moduleValue(['a'], '/x'), ['a']);
});

test('a module without a default export is an error naming the route', () => {
  assert.throws(() => moduleValue(esm({other: 1}), '/docs/installation'), /route \/docs\/installation has no default export/);
});

test('the tree becomes component, route context and props; unloaded names stay names', () => {
  const Page = () => null;
  const values = new Map<string, unknown>([
    ['comp', Page],
    ['ctx', {plugin: {name: 'docusaurus-plugin-content-blog', id: 'default'}}],
    ['sidebar', {title: 'Recent'}],
    ['item0', 'first'],
    ['props', {tag: 'podman'}],
  ]);
  const parts = assembleRoute(
    {__comp: 'comp', __context: {plugin: 'ctx'}, __props: 'props', sidebar: 'sidebar', items: [{content: 'item0'}, {content: 'gone'}]},
    values,
    '/blogs',
  );
  assert.equal(parts.Component, Page);
  assert.deepEqual(parts.context, {plugin: {plugin: {name: 'docusaurus-plugin-content-blog', id: 'default'}}});
  assert.deepEqual(parts.props, {sidebar: {title: 'Recent'}, items: [{content: 'first'}, {content: 'gone'}], tag: 'podman'});
});

test('a tree without a component is an error naming the route', () => {
  assert.throws(() => assembleRoute({content: 'a'}, new Map([['a', {}]]), '/x'), /route data of \/x has no component/);
});
