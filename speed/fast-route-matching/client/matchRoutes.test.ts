// Tests of fast-route-matching's matchRoutes against react-router-config's own.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {matchRoutes as reference} from 'react-router-config';
import type {MatchedRoute, RouteConfig} from 'react-router-config';
import {matchRoutes} from './matchRoutes';
import {postRoute} from '../../../config/postRoute';

// A route table shaped like Docusaurus's: non-exact nested parents, exact leaves, a parameter, a
// strict route, the catch-all.
const leaf = (p: string): RouteConfig => ({path: p, exact: true});
// The posts' own routes, from their file names (/blogs/2020/08/10/slug).
const sitePaths = ['blog', 'release'].flatMap((dir) =>
  fs
    .readdirSync(path.resolve(dir))
    .filter((f) => /^\d{4}-\d{2}-\d{2}-.+\.mdx?$/.test(f))
    .map((f) => postRoute(dir === 'blog' ? '/blogs' : '/release', f)),
);
const routes: RouteConfig[] = [
  {path: '/blogs', exact: true},
  {path: '/blogs/tags/:tag', exact: true},
  {path: '/strict/', exact: true, strict: true},
  {path: '/trailing/', exact: true},
  {
    path: '/docs',
    routes: [
      {
        path: '/docs',
        routes: [leaf('/docs/installation'), leaf('/docs/checkpoint'), leaf('/docs')],
      },
    ],
  },
  ...sitePaths.filter((p) => !p.startsWith('/docs')).map(leaf),
  {path: '/', routes: [leaf('/'), leaf('/features'), leaf('/get-started'), {path: '*'}]},
  {path: '*'},
];

const crafted = [
  '/',
  '',
  '/blogs',
  '/blogs/',
  '/BLOGS',
  '/blogsx',
  '/blogs/tags/podman',
  '/blogs/tags/',
  '/docs',
  '/docs/',
  '/docs/installation',
  '/docs/Installation/',
  '/docs/installation/extra',
  '/docsx',
  '/strict',
  '/strict/',
  '/trailing',
  '/trailing/',
  '/features',
  '/features/',
  '/nowhere',
  '/get-started/x',
  '/caf\u00e9',
  '/a%20b',
  '/docs/../docs',
  '//',
];

const shown = (branch: MatchedRoute<object>[]) =>
  branch.map(({route, match}) => ({
    route: routes.indexOf(route) >= 0 ? routes.indexOf(route) : route.path,
    match,
  }));

for (const pathname of crafted) {
  test(`matchRoutes gives react-router-config's answer for "${pathname}"`, () => {
    assert.deepEqual(shown(matchRoutes(routes, pathname)), shown(reference(routes, pathname)));
  });
}

// With a closing slash and in capitals too.
test("matches every post's route as react-router-config does, in any form", () => {
  assert.ok(sitePaths.length > 250, `${sitePaths.length} post routes`);
  for (const pathname of [
    ...sitePaths,
    ...sitePaths.map((p) => `${p}/`),
    ...sitePaths.map((p) => p.toUpperCase()),
  ]) {
    assert.deepEqual(
      shown(matchRoutes(routes, pathname)),
      shown(reference(routes, pathname)),
      pathname,
    );
  }
});
