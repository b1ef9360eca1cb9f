// Build test: every page renders the routes react-router-config finds for it (route-data's index).
import path from 'node:path';
import {test, expect} from '../fixtures/test';
import {compareOnBuild} from '../fixtures/routerKeys';

test('renders on every page the routes react-router-config finds', () => {
  const {pages, mismatches} = compareOnBuild(
    path.resolve('.docusaurus/routes.js'),
    path.resolve('build-test'),
  );
  // Every HTML file, the redirect pages of old addresses included.
  expect(pages).toBeGreaterThan(500);
  expect(mismatches.slice(0, 10)).toEqual([]);
});
