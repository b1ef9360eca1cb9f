// Tests of config/withOptions.ts: a plugin gets its options only once its own validateOptions has
// passed them.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {withOptions} from './withOptions';

/** The plugin config withOptions makes, loaded as Docusaurus loads a function of the config. */
const load = (options: {sidebarCount: number}) =>
  (
    withOptions(() => import('../plugins/recent-posts'), options) as (
      c: LoadContext,
    ) => Promise<Plugin>
  )({} as LoadContext);

test('loads the plugin with options it takes', async () => {
  assert.equal((await load({sidebarCount: 8})).name, 'recent-posts');
});

test('stops on options the plugin refuses, naming them', async () => {
  await assert.rejects(
    load({sidebarCount: 0}),
    /"sidebarCount" must be greater than or equal to 1/,
  );
});
