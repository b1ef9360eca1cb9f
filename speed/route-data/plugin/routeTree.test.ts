// Tests of speed/route-data/plugin/routeTree.ts: the tree, a page's branch and the theme's home
// route.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {treeRouteKey, type TreeRoute} from '../client/format';
import {branchOf, homePageKeys, routeTree} from './routeTree';
import {routeKeysFor, keyedRoutes, keyedTree} from './routeKeys';
import {routerKeys} from '../../../tests/fixtures/routerKeys';
import {routesJs as source} from '../../../tests/fixtures/routesJs';

test("keeps every route's properties, ComponentCreator's arguments as component", () => {
  const tree = routeTree(source);
  assert.equal(tree.length, 5);
  assert.deepEqual(tree[0], {path: '/blogs', component: ['/blogs', 'b1d'], exact: true});
  assert.deepEqual(tree[2]!.routes![0]!.routes![1], {
    path: '/docs/installation',
    component: ['/docs/installation', '4b7'],
    exact: true,
    sidebar: 'docsSidebar',
  });
  assert.deepEqual(tree[4], {path: '*', component: ['*']});
  assert.equal(treeRouteKey(tree[4]!), '*');
  // It survives JSON, which is how it reaches the browser.
  assert.deepEqual(JSON.parse(JSON.stringify(tree)), tree);
});

test('stops on a routes file of another shape', () => {
  assert.throws(() => routeTree('export const routes = [];'), /no longer has the expected shape/);
});

test("takes a page's branch, its own routes only, leaving the tree as it was", () => {
  const tree = routeTree(source);
  const keys = new Set(['/docs-306', '/docs-ecd', '/docs/installation-4b7']);
  const docs = tree[2]!.routes![0]!;
  // /docs-306 holding /docs-ecd holding /docs/installation-4b7 (its sidebar too), and nothing else.
  assert.deepEqual(branchOf(tree, keys), [
    {...tree[2], routes: [{...docs, routes: [docs.routes![1]]}]},
  ]);
  assert.equal(docs.routes!.length, 2, 'the tree itself is left as it was');
});

/** react-router-config's own matching, over a tree whose components are their keys. */
const matchedKeys = (tree: TreeRoute[], path: string) => routerKeys(keyedTree(tree), path);

// Every page's branch answers the page's own address as the whole tree does, home route included.
for (const path of [
  '/blogs',
  '/blogs/2020/08/10/podman-go-bindings',
  '/docs',
  '/docs/installation',
  '/',
  '/404',
  '/docs/installation/',
]) {
  test(`the branch of "${path}" answers it as the whole tree does`, () => {
    const tree = routeTree(source);
    const branch = branchOf(
      tree,
      new Set([...routeKeysFor(keyedRoutes(source), path), ...homePageKeys(tree, '/')]),
    );
    assert.deepEqual(matchedKeys(branch, path), matchedKeys(tree, path));
  });
}

// At the top, or under the base URL's layouts.
test('finds the home page as the theme does', () => {
  const tree = routeTree(source);
  assert.deepEqual(homePageKeys(tree, '/'), ['/-e5f']);
  const underLayout: TreeRoute[] = [
    {path: '/blogs', exact: true, component: ['/blogs', 'b1d']},
    {
      path: '/',
      component: ['/', 'lay'],
      routes: [
        {path: '/', exact: true, component: ['/', 'idx']},
        {path: '/x', exact: true, component: ['/x', 'x1']},
      ],
    },
  ];
  assert.deepEqual(homePageKeys(underLayout, '/'), ['/-lay', '/-idx']);
  assert.deepEqual(homePageKeys(underLayout, '/base/'), []);
  assert.deepEqual(homePageKeys([{path: '/docs', component: ['/docs', 'd']}], '/'), []);
});
