// The Docusaurus plugin that checks the speed layer's pins before a production build does any work.
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {pinDifferences, pinsMessage} from './pins';
import type {BuildSwitches} from './waysOut';

/**
 * Stops a production build whose node_modules differs from its pieces' pins, before it does any
 * work (Docusaurus sets NODE_ENV before it loads the plugins). SITE_SPEED_PINS=off skips it for
 * `npm run drill:next`, which tests the pieces' own guards.
 */
export function pinsPlugin(
  pinned: ReadonlySet<string>,
  build: BuildSwitches,
): (context: LoadContext) => Plugin {
  return (context) => {
    const check = process.env.NODE_ENV === 'production' && process.env.SITE_SPEED_PINS !== 'off';
    const differences = check
      ? pinDifferences(path.join(context.siteDir, 'node_modules'), pinned)
      : [];
    if (differences.length > 0) throw new Error(pinsMessage(differences, build));
    return {name: 'speed-pins'};
  };
}
