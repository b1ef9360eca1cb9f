import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {checkPins} from './pins';

/**
 * Checks the pins (speed/upstream.ts) before a production build does any
 * work: Docusaurus sets NODE_ENV to production for `docusaurus build` (and
 * deploy) before it loads the plugins, and a plugin that throws there stops
 * the build. `docusaurus start` is not checked: an upgrade is tried there first.
 * SITE_SPEED_PINS=off skips the check for `npm run drill:next`, which builds on
 * versions no pin can match to see whether each piece's own guards stop it.
 */
export function pinsPlugin(pieces: ReadonlySet<string>): (context: LoadContext) => Plugin {
  return (context) => {
    if (process.env.NODE_ENV === 'production' && process.env.SITE_SPEED_PINS !== 'off') checkPins(path.join(context.siteDir, 'node_modules'), pieces);
    return {name: 'speed-pins'};
  };
}
